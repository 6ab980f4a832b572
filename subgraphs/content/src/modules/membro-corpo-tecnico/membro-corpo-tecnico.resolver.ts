import { CORPO_TECNICO, errosDoFormulario } from '@alego/catalog';
import { createCrudResolver, termoEm, todas } from '@alego/kit';
import type { FilterQuery } from '@mikro-orm/core';
import { Resolver } from 'type-graphql';
import { semNul } from '../../text.js';
import { contexto, RECURSO_ASSESSORAMENTO, texto } from '../informacao-assessoramento/informacao-assessoramento.resolver.js';
import { MembroCorpoTecnico } from './membro-corpo-tecnico.entity.js';
import { MembroCorpoTecnicoFiltro, MembroCorpoTecnicoInput } from './membro-corpo-tecnico.inputs.js';

@Resolver(() => MembroCorpoTecnico)
export class MembroCorpoTecnicoResolver extends createCrudResolver({
  entity: MembroCorpoTecnico,
  nomes: CORPO_TECNICO.graphql,
  recurso: RECURSO_ASSESSORAMENTO,
  filtro: MembroCorpoTecnicoFiltro,
  criar: MembroCorpoTecnicoInput,
  atualizar: MembroCorpoTecnicoInput,
  ordem: { nome: 'asc', id: 'asc' },
  onde: (filtro): FilterQuery<MembroCorpoTecnico> => todas<MembroCorpoTecnico>(termoEm<MembroCorpoTecnico>(semNul(filtro?.termo), ['nome', 'area'])),
  regras: (dados) => errosDoFormulario(CORPO_TECNICO, { ...dados }, contexto()).map((e) => e.mensagem),
  paraEntidade: (dados) => ({ nome: semNul(dados.nome ?? '').trim(), cargo: texto(dados.cargo), area: texto(dados.area), formacao: texto(dados.formacao), email: texto(dados.email) }),
}) {}
