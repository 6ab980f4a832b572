import { runSubgraph } from '@alego/kit';
import { transparency } from './index.js';

await runSubgraph(transparency);
