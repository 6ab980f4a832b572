import { runSubgraph } from '@alego/kit';
import { participation } from './index.js';
import { trabalhosDaParticipacao } from './tarefas.js';

await runSubgraph({ ...participation, trabalhos: (dependencias) => trabalhosDaParticipacao(dependencias) });
