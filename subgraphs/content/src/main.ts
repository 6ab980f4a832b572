import { runSubgraph } from '@alego/kit';
import { content } from './index.js';

await runSubgraph(content);
