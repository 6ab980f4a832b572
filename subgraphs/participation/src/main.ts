import { runSubgraph } from '@alego/kit';
import { participation } from './index.js';

await runSubgraph(participation);
