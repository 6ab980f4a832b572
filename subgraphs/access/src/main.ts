import { runSubgraph } from '@alego/kit';
import { access } from './index.js';

await runSubgraph(access);
