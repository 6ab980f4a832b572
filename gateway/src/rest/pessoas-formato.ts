/**
 * The legacy (snake_case) JSON shapes of people records, shared by the portal API (`/api/portal`) and the admin paths
 * (`/api/admin`); docs/pessoas.md, "REST", describes them.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GraphQL answers shaped by each route's operation
type Json = Record<string, any>;

export const CAMPOS_PARTIDO = 'id sigla nome';
export const CAMPOS_DEPUTADO_RESUMO = `id nome nomeCompleto ativo gabinete email telefone lider mesaDiretora cargo cargoDescricao fotoUrl partido { ${CAMPOS_PARTIDO} }`;
export const CAMPOS_DEPUTADO = `${CAMPOS_DEPUTADO_RESUMO} biografia
  afastamentos { id tipo tipoDescricao dataAfastamento dataRetorno }
  deputadoLegislaturas { id dataInicio partido { ${CAMPOS_PARTIDO} } legislatura { id numero descricao anoInicio anoFim atual } }
  deputadoAnoEmendas { id ano ativo }
  deputadosComissao { id cargo cargoDescricao comissao { id nome sigla } }
  frentesParlamentares { id nome ativa }`;
export const CAMPOS_LEGISLATURA = 'id numero descricao anoInicio anoFim atual tipo tipoDescricao';
export const CAMPOS_COMISSAO_RESUMO = 'id nome sigla tipo tipoDescricao ativa urlSufixo';
export const CAMPOS_COMISSAO = `${CAMPOS_COMISSAO_RESUMO} descricao
  deputadosComissao { id cargo cargoDescricao deputado { ${CAMPOS_DEPUTADO_RESUMO} } }
  equipeTecnicaComissoes { id nome funcao email telefone }
  trabalhosComissao { id tipo tipoDescricao titulo descricao data url }
  arquivosComissao { id tipo tipoDescricao titulo data nome tamanho url }
  linksComissao { id categoria categoriaDescricao titulo url }`;

const numero = (id: string | number | null | undefined) => (id === null || id === undefined ? null : Number(id));

export function partidoRest(p: Json | null | undefined) {
  return p ? { id: numero(p.id), sigla: p.sigla, nome: p.nome } : null;
}

export function deputadoResumoRest(d: Json) {
  return {
    id: numero(d.id),
    nome: d.nome,
    nome_completo: d.nomeCompleto,
    ativo: d.ativo,
    gabinete: d.gabinete,
    email: d.email,
    telefone: d.telefone,
    lider: d.lider,
    mesa_diretora: d.mesaDiretora,
    cargo: d.cargo,
    cargo_descricao: d.cargoDescricao,
    foto_url: d.fotoUrl,
    partido: partidoRest(d.partido),
    partido_id: numero(d.partido?.id),
  };
}

export function legislaturaRest(l: Json) {
  return { id: numero(l.id), numero: l.numero, descricao: l.descricao, ano_inicio: l.anoInicio, ano_fim: l.anoFim, atual: l.atual, tipo: l.tipo, tipo_descricao: l.tipoDescricao };
}

export function deputadoRest(d: Json) {
  return {
    ...deputadoResumoRest(d),
    biografia: d.biografia,
    afastamentos: (d.afastamentos as Json[]).map((a) => ({
      id: numero(a.id),
      deputado_id: numero(d.id),
      tipo: a.tipo,
      tipo_descricao: a.tipoDescricao,
      data_afastamento: a.dataAfastamento,
      data_retorno: a.dataRetorno,
    })),
    deputado_legislaturas: (d.deputadoLegislaturas as Json[]).map((l) => ({
      id: numero(l.id),
      partido_id: numero(l.partido?.id),
      partido: partidoRest(l.partido),
      legislatura_id: numero(l.legislatura.id),
      data_inicio: l.dataInicio,
      legislatura_descricao: l.legislatura.descricao,
      legislatura_ano_inicio: l.legislatura.anoInicio,
      legislatura_ano_fim: l.legislatura.anoFim,
    })),
    deputado_ano_emendas: (d.deputadoAnoEmendas as Json[]).map((e) => ({ id: numero(e.id), ano: e.ano, ativo: e.ativo, deputado_id: numero(d.id) })),
    legislaturas: [...new Map((d.deputadoLegislaturas as Json[]).map((l) => [l.legislatura.id, l.legislatura])).values()].map((l) => ({
      id: numero(l.id),
      descricao: l.descricao,
      ano_inicio: l.anoInicio,
      ano_fim: l.anoFim,
      atual: l.atual,
    })),
    comissoes: (d.deputadosComissao as Json[]).map((m) => ({ id: numero(m.comissao.id), nome: m.comissao.nome, sigla: m.comissao.sigla, cargo: m.cargo, cargo_descricao: m.cargoDescricao })),
    frentes_parlamentares: (d.frentesParlamentares as Json[]).map((f) => ({ id: numero(f.id), nome: f.nome, ativa: f.ativa })),
  };
}

export function comissaoResumoRest(c: Json) {
  return { id: numero(c.id), nome: c.nome, sigla: c.sigla, tipo: c.tipo, tipo_descricao: c.tipoDescricao, ativa: c.ativa, url_sufixo: c.urlSufixo };
}

export function comissaoRest(c: Json) {
  return {
    ...comissaoResumoRest(c),
    descricao: c.descricao,
    deputados_comissao: (c.deputadosComissao as Json[]).map((m) => ({
      id: numero(m.id),
      deputado_id: numero(m.deputado.id),
      cargo: m.cargo,
      cargo_descricao: m.cargoDescricao,
      deputado: deputadoResumoRest(m.deputado),
    })),
    equipe_tecnica_comissoes: (c.equipeTecnicaComissoes as Json[]).map((s) => ({ id: numero(s.id), nome: s.nome, funcao: s.funcao, email: s.email, telefone: s.telefone })),
    trabalhos_comissao: (c.trabalhosComissao as Json[]).map((t) => ({
      id: numero(t.id),
      tipo: t.tipo,
      tipo_descricao: t.tipoDescricao,
      titulo: t.titulo,
      descricao: t.descricao,
      data: t.data,
      url: t.url,
    })),
    arquivos_comissao: (c.arquivosComissao as Json[]).map((a) => ({
      id: numero(a.id),
      tipo: a.tipo,
      tipo_descricao: a.tipoDescricao,
      titulo: a.titulo,
      data: a.data,
      nome: a.nome,
      tamanho: a.tamanho,
      url: a.url,
    })),
    links_comissao: (c.linksComissao as Json[]).map((l) => ({ id: numero(l.id), categoria: l.categoria, categoria_descricao: l.categoriaDescricao, titulo: l.titulo, url: l.url })),
  };
}

/** `[{id, nome}]` → `{ "1": "Ata", ... }`: the id-to-label maps the legacy forms read. */
export function mapa(opcoes: { id: number; nome: string }[]): Record<string, string> {
  return Object.fromEntries(opcoes.map((o) => [String(o.id), o.nome]));
}
