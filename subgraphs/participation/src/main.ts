import { createLogger, runSubgraph } from '@alego/kit';
import { participation } from './index.js';
import { iniciarTarefas } from './tarefas.js';

const logger = createLogger('participation');
await runSubgraph({
  ...participation,
  onReady: async (em) => iniciarTarefas(em, logger),
});
