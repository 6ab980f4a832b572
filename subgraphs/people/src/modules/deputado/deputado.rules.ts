import { LIMITES_DEPUTADO, MENSAGENS_DEPUTADO } from '@alego/catalog';
import { estadoFinal, parseId } from '@alego/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dataBr, dataValida } from '../../lib/datas.js';
import { CARGOS_MESA, TIPOS_AFASTAMENTO } from '../../lib/opcoes.js';
import { Legislatura } from '../legislatura/legislatura.entity.js';
import { Partido } from '../partido/partido.entity.js';
import { Afastamento } from './afastamento.entity.js';
import { DeputadoAnoEmenda } from './deputado-ano-emenda.entity.js';
import { DeputadoLegislatura } from './deputado-legislatura.entity.js';
import type { Deputado } from './deputado.entity.js';
import type { DeputadoInput } from './deputado.inputs.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface LinhaPartido {
  legislaturaId: number | null;
  partidoId: number | null;
  dataInicio: string | null;
}

function idDe(valor: string | null | undefined): number | null {
  return valor ? parseId(valor) : null;
}

async function regrasDosPartidos(linhas: LinhaPartido[], em: EntityManager): Promise<string[]> {
  const erros: string[] = [];
  const legislaturaIds = [...new Set(linhas.map((l) => l.legislaturaId).filter((id): id is number => id !== null))];
  const partidoIds = [...new Set(linhas.map((l) => l.partidoId).filter((id): id is number => id !== null))];
  const legislaturas = new Map((await em.find(Legislatura, { id: { $in: legislaturaIds } })).map((l) => [l.id, l]));
  const partidos = new Map((await em.find(Partido, { id: { $in: partidoIds } })).map((p) => [p.id, p]));

  const porLegislatura = new Map<number, LinhaPartido[]>();
  for (const linha of linhas) {
    const partido = linha.partidoId === null ? undefined : partidos.get(linha.partidoId);
    const legislatura = linha.legislaturaId === null ? undefined : legislaturas.get(linha.legislaturaId);
    if (!partido) erros.push(MENSAGENS_DEPUTADO.partidoDaLegislatura);
    if (!legislatura) erros.push(MENSAGENS_DEPUTADO.legislatura);
    if (linha.dataInicio && !dataValida(linha.dataInicio)) erros.push('Informe uma data de início válida (AAAA-MM-DD).');
    if (!partido || !legislatura) continue;
    porLegislatura.set(legislatura.id, [...(porLegislatura.get(legislatura.id) ?? []), linha]);
  }

  for (const [legislaturaId, grupo] of porLegislatura) {
    const legislatura = legislaturas.get(legislaturaId)!;
    const sigla = (linha: LinhaPartido) => partidos.get(linha.partidoId!)!.sigla;
    // The first row without a date is the party the deputy started the legislature in; every other row is a change.
    grupo.filter((linha) => !linha.dataInicio).slice(1).forEach((linha) => erros.push(MENSAGENS_DEPUTADO.dataDeMudanca(sigla(linha))));

    const partidosVistos = new Set<number>();
    const datasVistas = new Set<string>();
    for (const linha of grupo) {
      if (partidosVistos.has(linha.partidoId!)) erros.push(MENSAGENS_DEPUTADO.partidoRepetido(sigla(linha), legislatura.descricao));
      partidosVistos.add(linha.partidoId!);
      if (!linha.dataInicio || !dataValida(linha.dataInicio)) continue;
      const ano = Number(linha.dataInicio.slice(0, 4));
      if (ano < legislatura.anoInicio || ano > legislatura.anoFim) {
        erros.push(MENSAGENS_DEPUTADO.dataForaDaLegislatura(sigla(linha), legislatura.anoInicio, legislatura.anoFim));
      }
      if (datasVistas.has(linha.dataInicio)) erros.push(MENSAGENS_DEPUTADO.dataRepetida(dataBr(linha.dataInicio), legislatura.descricao));
      datasVistas.add(linha.dataInicio);
    }
  }
  return [...new Set(erros)];
}

function regrasDasEmendas(anos: number[]): string[] {
  const erros: string[] = [];
  const vistos = new Set<number>();
  for (const ano of anos) {
    if (!Number.isInteger(ano) || ano < LIMITES_DEPUTADO.anoEmendaInicial || ano > LIMITES_DEPUTADO.anoEmendaFinal) {
      erros.push(MENSAGENS_DEPUTADO.anoDaEmenda);
    } else if (vistos.has(ano)) erros.push(MENSAGENS_DEPUTADO.emendaRepetida(ano));
    vistos.add(ano);
  }
  if (anos.length > LIMITES_DEPUTADO.anoEmendaFinal - LIMITES_DEPUTADO.anoEmendaInicial + 1) erros.push(MENSAGENS_DEPUTADO.todosOsAnos);
  return [...new Set(erros)];
}

function regrasDosAfastamentos(linhas: { tipo: number | null; dataAfastamento: string | null; dataRetorno: string | null }[]): string[] {
  const erros: string[] = [];
  for (const linha of linhas) {
    if (linha.tipo === null || !(linha.tipo in TIPOS_AFASTAMENTO)) erros.push(MENSAGENS_DEPUTADO.tipoDeAfastamento);
    if (!dataValida(linha.dataAfastamento)) erros.push(MENSAGENS_DEPUTADO.dataDeAfastamento);
    if (linha.dataRetorno && !dataValida(linha.dataRetorno)) erros.push('Informe uma data de retorno válida (AAAA-MM-DD).');
    else if (linha.dataRetorno && dataValida(linha.dataAfastamento) && linha.dataRetorno < linha.dataAfastamento) {
      erros.push(MENSAGENS_DEPUTADO.retornoAntesDoAfastamento);
    }
  }
  return [...new Set(erros)];
}

/** The rows a deputy has now (none for a new one): rules judge the state after the save. */
export async function linhasDoDeputado(em: EntityManager, deputado: Deputado | undefined) {
  if (!deputado?.id) return { partidos: [], emendas: [], afastamentos: [] };
  const [partidos, emendas, afastamentos] = await Promise.all([
    em.find(DeputadoLegislatura, { deputado: deputado.id }, { orderBy: { id: 'asc' } }),
    em.find(DeputadoAnoEmenda, { deputado: deputado.id }, { orderBy: { id: 'asc' } }),
    em.find(Afastamento, { deputado: deputado.id }, { orderBy: { id: 'asc' } }),
  ]);
  return { partidos, emendas, afastamentos };
}

export async function regrasDeputado(dados: DeputadoInput, { em, atual }: { em: EntityManager; atual?: Deputado }): Promise<string[]> {
  const erros: string[] = [];
  if (!dados.nome?.trim()) erros.push('Informe o nome parlamentar.');
  if (!dados.nomeCompleto?.trim()) erros.push('Informe o nome completo.');
  if (dados.email && !EMAIL.test(dados.email)) erros.push('Informe um e-mail válido.');
  if (dados.gabinete !== undefined && dados.gabinete !== null && dados.gabinete < 1) erros.push('O número do gabinete deve ser positivo.');
  if (![0, 1, 2].includes(dados.lider)) erros.push('Liderança inválida: use 0 (nenhuma), 1 (líder de partido) ou 2 (líder do governo).');
  if (dados.cargo !== undefined && dados.cargo !== null && !(dados.cargo in CARGOS_MESA)) erros.push('Favor selecionar um cargo da Mesa Diretora válido.');
  if (dados.partidoId) {
    const id = parseId(dados.partidoId);
    if (id === null || !(await em.count(Partido, { id }))) erros.push('Favor selecionar um Partido válido.');
  }
  if (dados.foto && !['image/jpeg', 'image/png', 'image/gif'].includes(dados.foto.tipo)) erros.push('Tipo de arquivo inválido. Permitidos: .jpg, .jpeg, .png e .gif');

  const existentes = await linhasDoDeputado(em, atual);
  const partidos = estadoFinal(
    existentes.partidos,
    dados.deputadoLegislaturas,
    (l): LinhaPartido => ({ legislaturaId: l.legislatura.id, partidoId: l.partido?.id ?? null, dataInicio: l.dataInicio ?? null }),
    (l): LinhaPartido => ({ legislaturaId: idDe(l.legislaturaId), partidoId: idDe(l.partidoId), dataInicio: l.dataInicio || null }),
  );
  erros.push(...(await regrasDosPartidos(partidos, em)));
  erros.push(...regrasDasEmendas(estadoFinal(existentes.emendas, dados.deputadoAnoEmendas, (e) => e.ano, (e) => e.ano ?? Number.NaN)));
  erros.push(
    ...regrasDosAfastamentos(
      estadoFinal(
        existentes.afastamentos,
        dados.afastamentos,
        (a) => ({ tipo: a.tipo, dataAfastamento: a.dataAfastamento, dataRetorno: a.dataRetorno ?? null }),
        (a) => ({ tipo: a.tipo ?? null, dataAfastamento: a.dataAfastamento || null, dataRetorno: a.dataRetorno || null }),
      ),
    ),
  );
  return erros;
}
