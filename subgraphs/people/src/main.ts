import { runSubgraph } from '@alego/kit';
import { people } from './index.js';

await runSubgraph(people);
