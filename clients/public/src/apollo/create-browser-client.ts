import { createApolloClient } from '@alego/ui/apollo';
import { APOLLO_STATE_KEY } from '../state';

export function createBrowserClient() {
  return createApolloClient({ uri: '/graphql', initialState: window[APOLLO_STATE_KEY] });
}
