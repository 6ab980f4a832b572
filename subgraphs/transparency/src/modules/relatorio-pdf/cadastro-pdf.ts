import { dataIsoValida, documentoDoCampo, errosDoFormulario, lerDecimal, normalizarValor, tipoDoItemDePdfs, type AdminDoCatalogo, type CampoDoFormulario, type ItemDePdfs } from '@alego/catalog';
import { aplicarAninhados, type CamposEmSql, createCrudResolver, registrarListaExportavel, guardarArquivo, type LinhaAninhada, parseId, type ArquivoGuardado, termoEm, todas, UploadScalar, ValidacaoError, type Identificavel, type ReferenciaDeArquivo } from '@alego/kit';
import type { EntityClass, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, FieldResolver, ID, InputType, Int, Resolver, Root, type ClassType } from 'type-graphql';
import { anoAtual, MENSAGEM_PDF, relatorioDe, RelatorioPdf } from './relatorio-pdf.js';
import { validarPeriodo } from '../../lib/consultas.js';

/** The `dados` of a register's mutations: the catalog's form fields, the PDF as the gateway's signed reference. */
export type DadosDoCadastro = Record<string, unknown> & { arquivo?: ReferenciaDeArquivo | null };
export type FiltroDoCadastro = Record<string, unknown> & { termo?: string; ano?: number };

interface CampoGraphql {
  campo: string;
  tipo: () => unknown;
  nulo: boolean;
  descricao?: string;
}

/** A type-graphql input class built from field descriptions (the decorators applied as functions). */
function classeDeEntrada(nome: string, campos: readonly CampoGraphql[]): ClassType<object> {
  const Classe = { [nome]: class {} }[nome]!;
  for (const c of campos) Field(c.tipo as () => typeof String, { nullable: c.nulo, description: c.descricao })(Classe.prototype, c.campo);
  InputType(nome)(Classe);
  return Classe;
}

function tipoDoCampo(campo: CampoDoFormulario): () => unknown {
  if (campo.tipo === 'pdf') return () => UploadScalar;
  if (campo.tipo === 'relacao') return () => ID;
  return campo.tipo === 'ano' || campo.tipo === 'mes' || campo.tipo === 'inteiro' ? () => Int : () => String;
}

/**
 * The fields of an input: a `linhas` field is a list of `<Tipo><Campo>Linha` (its fields, `id` and `_destroy`), whose
 * fields are all nullable since a removed row carries only its id (the catalog's rules check the others).
 */
function camposDaEntrada(tipo: string, formulario: readonly CampoDoFormulario[], linha = false): CampoGraphql[] {
  return formulario.map((c): CampoGraphql => {
    if (c.tipo === 'pdfs') {
      const Item = classeDeEntrada(tipoDoItemDePdfs(tipo, c.campo), [
        { campo: 'chave', tipo: () => String, nulo: true, descricao: 'Chave de um arquivo já guardado no registro, que fica.' },
        { campo: 'arquivo', tipo: () => UploadScalar, nulo: true, descricao: 'Um PDF novo, enviado por multipart.' },
      ]);
      return { campo: c.campo, tipo: () => [Item], nulo: true, descricao: `${c.descricao ?? c.rotulo} A lista inteira, na ordem; sem ela, os arquivos guardados não mudam.` };
    }
    // A field with a default may be left out: a new record takes the default (comOsPadroes), an update keeps its value.
    if (c.tipo !== 'linhas') return { campo: c.campo, tipo: tipoDoCampo(c), nulo: linha || c.tipo === 'pdf' || c.obrigatorio !== true || c.valorPadrao !== undefined, descricao: c.descricao };
    const nome = `${tipo}${c.campo.charAt(0).toUpperCase()}${c.campo.slice(1)}Linha`;
    const Linha = classeDeEntrada(nome, [
      { campo: 'id', tipo: () => ID, nulo: true, descricao: 'Id da linha guardada; vazio numa linha nova.' },
      { campo: '_destroy', tipo: () => Boolean, nulo: true, descricao: 'true tira a linha guardada.' },
      ...camposDaEntrada(nome, c.linhas?.campos ?? [], true),
    ]);
    return { campo: c.campo, tipo: () => [Linha], nulo: true, descricao: c.descricao ?? 'Linhas aninhadas: as não mencionadas ficam como estão.' };
  });
}

/** `<Tipo>Input`: every form field; required (non-null) only where the catalog always requires it. */
function entradaDoCadastro(tipo: string, admin: AdminDoCatalogo): ClassType<object> {
  return classeDeEntrada(`${tipo}Input`, camposDaEntrada(tipo, admin.formulario));
}

/** `<Tipo>Filtro`: the search term (when the entry searches) and the list's choice filters. */
function filtroDoCadastro(tipo: string, admin: AdminDoCatalogo): ClassType<object> {
  const rotulos = admin.busca?.map((campo) => admin.formulario.find((c) => c.campo === campo)?.rotulo.toLowerCase() ?? campo) ?? [];
  const termo: CampoGraphql[] = admin.busca ? [{ campo: 'termo', tipo: () => String, nulo: true, descricao: rotulos.length === 1 ? `Busca na ${rotulos[0]}.` : `Busca em: ${rotulos.join(', ')}.` }] : [];
  const filtros = (admin.filtros ?? []).map((nome): CampoGraphql => {
    const campo = admin.formulario.find((c) => c.campo === nome);
    if (!campo) throw new Error(`${admin.recurso}: o filtro ${nome} não é um campo do formulário`);
    return { campo: nome, tipo: tipoDoCampo(campo), nulo: true, descricao: campo.tipo === 'opcoes' ? campo.descricao : undefined };
  });
  return classeDeEntrada(`${tipo}Filtro`, [...termo, ...filtros]);
}

/** A `relacao` field's stored side: the entity's many-to-one property and the entity it points at. */
export interface RelacaoDoCadastro {
  propriedade: string;
  entidade: EntityClass<object>;
}

const preenchido = (valor: unknown): valor is string => typeof valor === 'string' && valor.trim() !== '';

type Mapeamento = Pick<OpcoesDoCadastro<Identificavel>, 'relacoes' | 'propriedades'>;

/** The entity property a form field is stored in. */
function propriedadeDe(campo: CampoDoFormulario, opcoes: Mapeamento): string {
  return opcoes.relacoes?.[campo.campo]?.propriedade ?? opcoes.propriedades?.[campo.campo] ?? campo.campo;
}

/** The fields sent: a field left out is undefined (an update keeps it), one sent empty or null is there (it clears). */
function enviados(dados: DadosDoCadastro): DadosDoCadastro {
  return Object.fromEntries(Object.entries(dados).filter(([, valor]) => valor !== undefined));
}

/**
 * The stored record as the form would send it (a relation as its id, money and dates as stored): what an update that
 * leaves a field out keeps, so its rules and derived values see the whole record. Files and nested rows are kept apart.
 */
function valoresGuardados(admin: AdminDoCatalogo, atual: object, opcoes: Mapeamento): DadosDoCadastro {
  const registro = atual as Record<string, unknown>;
  const campos = admin.formulario.filter((c) => c.tipo !== 'pdf' && c.tipo !== 'pdfs' && c.tipo !== 'linhas');
  return Object.fromEntries(
    campos.map((c) => {
      const valor = registro[propriedadeDe(c, opcoes)];
      if (valor === null || valor === undefined) return [c.campo, null];
      if (c.tipo === 'relacao') return [c.campo, String(typeof valor === 'object' ? (valor as { id: unknown }).id : valor)];
      return [c.campo, valor];
    }),
  );
}

/** A new record's fields left out take the catalog's defaults (`tipo: contrato`). */
function comOsPadroes(admin: AdminDoCatalogo, dados: DadosDoCadastro): DadosDoCadastro {
  const padroes = admin.formulario.flatMap((c) => (c.valorPadrao !== undefined ? [[c.campo, c.valorPadrao] as const] : []));
  return { ...Object.fromEntries(padroes), ...enviados(dados) };
}

/**
 * What the rules and derived values see: on an update, the stored record under the fields sent; on a create, the
 * fields sent over the defaults.
 */
function dadosCompletos(admin: AdminDoCatalogo, dados: DadosDoCadastro, atual: object | undefined, opcoes: Mapeamento): DadosDoCadastro {
  return atual ? { ...valoresGuardados(admin, atual, opcoes), ...enviados(dados) } : comOsPadroes(admin, dados);
}

/**
 * Form values → entity fields: trimmed texts (empty → null), exact money and decimals, a CNPJ's 14 digits, a relation's
 * key, the kept part of the PDF reference. A field left out is not mapped: an update keeps it (the old API's semantics).
 */
function paraEntidade(admin: AdminDoCatalogo, dados: DadosDoCadastro, opcoes: Mapeamento): Record<string, unknown> {
  const entidade: Record<string, unknown> = {};
  for (const campo of admin.formulario) {
    const valor = dados[campo.campo];
    // Nested rows and the PDF lists are applied with the stored record at hand (aninhados).
    if (campo.tipo === 'linhas' || campo.tipo === 'pdfs' || valor === undefined) continue;
    const propriedade = propriedadeDe(campo, opcoes);
    if (campo.tipo === 'pdf') {
      if (valor) entidade[propriedade] = guardarArquivo(valor as ReferenciaDeArquivo);
    } else if (campo.tipo === 'dinheiro') entidade[propriedade] = preenchido(valor) ? normalizarValor(valor) : null;
    else if (campo.tipo === 'decimal') entidade[propriedade] = preenchido(valor) ? lerDecimal(valor, campo.casas ?? 2) : null;
    else if (campo.tipo === 'cnpj') entidade[propriedade] = preenchido(valor) ? documentoDoCampo(campo, valor) : null;
    else if (campo.tipo === 'relacao') entidade[propriedade] = preenchido(valor) ? parseId(valor) : null;
    else if (typeof valor === 'string') entidade[propriedade] = valor.trim() || null;
    else entidade[propriedade] = valor;
  }
  return entidade;
}

/** The register's filter as a query (its term and exact filters): the list's, and the totals' of a register with sums. */
export function ondeDoCadastro<T>(admin: AdminDoCatalogo): (filtro: FiltroDoCadastro | undefined) => FilterQuery<T> {
  const datasDoFiltro = admin.formulario.filter((c) => c.tipo === 'data' && admin.filtros?.includes(c.campo));
  return (filtro) => {
    validarPeriodo(filtro as { ano?: number; mes?: number } | undefined);
    const datas = datasDoFiltro.filter((campo) => typeof filtro?.[campo.campo] === 'string' && !dataIsoValida(filtro[campo.campo] as string));
    if (datas.length) throw new ValidacaoError(datas.map((campo) => `Informe ${campo.rotulo.toLowerCase()} no formato AAAA-MM-DD.`));
    return todas<T>(
      admin.busca ? termoEm<T>(filtro?.termo, admin.busca as (keyof T & string)[]) : undefined,
      ...(admin.filtros ?? []).map((nome) => (filtro?.[nome] !== undefined && filtro[nome] !== null && filtro[nome] !== '' ? ({ [nome]: filtro[nome] } as FilterQuery<T>) : undefined)),
    );
  };
}

export interface OpcoesDoCadastro<T extends Identificavel, F extends object = FiltroDoCadastro> {
  entity: ClassType<T>;
  /** The catalog entry: GraphQL names, permission, form fields and their rules. */
  admin: AdminDoCatalogo;
  ordem: QueryOrderMap<T>;
  /**
   * A dataset that already had its public filter (`EmpenhoFiltro`, with periods and totals built on it) keeps it:
   * its class and its `where`, instead of the ones derived from the entry.
   */
  filtro?: { classe: ClassType<F>; onde: (filtro: F | undefined) => FilterQuery<T> };
  /**
   * Each `relacao` field of the form to an entity of this subgraph: the entity's property and the entity it points at
   * (checked to exist). A relation to another subgraph's entity (a deputy) is stored as its key, under the field's name.
   */
  relacoes?: Readonly<Record<string, RelacaoDoCadastro>>;
  /** A form field stored under another property (a document read apart from its public, masked field). */
  propriedades?: Readonly<Record<string, string>>;
  /** Rules only this register has (a uniqueness, a CNPJ check), after the catalog's. */
  regras?: (dados: DadosDoCadastro, contexto: { em: EntityManager; atual?: T; erros: readonly string[] }) => string[] | Promise<string[]>;
  /** Entity fields only this register maps (a normalized CNPJ), over the generic mapping. */
  ajustar?: (dados: DadosDoCadastro) => Partial<T>;
  /** A `linhas` field's entity and the relation to the record (`votos`: VotoDeputado by `votacao`). */
  linhas?: Readonly<Record<string, LinhasDaEntidade<T>>>;
  /** The fields this resolver computes, in SQL: the public REST list is then answered by the subgraph (kit/lista-rest.ts). */
  sql?: CamposEmSql;
}

export interface LinhasDaEntidade<T> {
  entidade: ClassType<object & { id: number }>;
  /** The row's relation to the record. */
  pai: string;
  /** After the rows are applied (the record's tally from its positions): the rows the record keeps. */
  depois?: (registro: T, linhas: readonly Record<string, unknown>[]) => void;
}

/** Applies a record's nested rows in the same unit of work as the record (one flush, one transaction). */
async function aplicarLinhas<T extends Identificavel>(registro: T, dados: DadosDoCadastro, em: EntityManager, linhas: Readonly<Record<string, LinhasDaEntidade<T>>>): Promise<void> {
  for (const [campo, { entidade, pai, depois }] of Object.entries(linhas)) {
    const recebidas = dados[campo] as (LinhaAninhada & Record<string, unknown>)[] | null | undefined;
    const existentes = (registro.id ? await em.find(entidade, { [pai]: registro.id } as FilterQuery<object & { id: number }>) : []) as (object & { id: number })[];
    const ficam = new Set<object>(existentes);
    const valores = (linha: Record<string, unknown>) => Object.fromEntries(Object.entries(linha).filter(([chave]) => chave !== 'id' && chave !== '_destroy'));
    aplicarAninhados(existentes, recebidas, {
      criar: (linha) => ficam.add(em.create(entidade, { ...valores(linha), [pai]: registro } as never)),
      atualizar: (existente, linha) => em.assign(existente, valores(linha) as never),
      remover: (existente) => {
        ficam.delete(existente);
        em.remove(existente);
      },
    });
    depois?.(registro, [...ficam] as Record<string, unknown>[]);
  }
}

export const MENSAGEM_PDF_DA_LISTA = 'Tipo de arquivo inválido. Envie um arquivo .pdf';
export const MENSAGEM_PDF_NAO_GUARDADO = 'Um dos arquivos mantidos não pertence mais a este registro: recarregue a página e envie-o novamente.';

/** The PDFs a record keeps in a `pdfs` field (none before it is created). */
function guardadosDe(registro: object | undefined, campo: string): ArquivoGuardado[] {
  const valor = (registro as Record<string, unknown> | undefined)?.[campo];
  return Array.isArray(valor) ? (valor as ArquivoGuardado[]) : [];
}

/** Beyond the catalog's count and shape: each new file a PDF reference, each kept key one of the record's. */
function errosDaListaDePdfs(valor: unknown, guardados: readonly ArquivoGuardado[]): string[] {
  if (!Array.isArray(valor)) return [];
  const chaves = new Set(guardados.map((arquivo) => arquivo.chave));
  const itens = valor as (ItemDePdfs & { arquivo?: ReferenciaDeArquivo | null })[];
  const erros: string[] = [];
  if (itens.some((item) => item.arquivo && item.arquivo.tipo !== 'application/pdf')) erros.push(MENSAGEM_PDF_DA_LISTA);
  if (itens.some((item) => item.chave && !chaves.has(item.chave))) erros.push(MENSAGEM_PDF_NAO_GUARDADO);
  return erros;
}

/** The list sent replaces the stored one in its order: kept files by key, new ones stored; without a list nothing changes. */
function aplicarPdfs(registro: object, campo: string, valor: unknown): void {
  if (!Array.isArray(valor)) return;
  const guardados = new Map(guardadosDe(registro, campo).map((arquivo) => [arquivo.chave, arquivo]));
  const itens = valor as (ItemDePdfs & { arquivo?: ReferenciaDeArquivo | null })[];
  (registro as Record<string, unknown>)[campo] = itens.map((item) => (item.arquivo ? guardarArquivo(item.arquivo) : guardados.get(item.chave!)!));
}

/**
 * The resolver of a register maintained from its catalog entry (back-office §5, §9): the kit's CRUD with inputs,
 * filter, rules and mapping derived from the entry. An entity extends it with what differs (formatted fields).
 */
export function createCadastroResolver<T extends Identificavel, F extends object = FiltroDoCadastro>(opcoes: OpcoesDoCadastro<T, F>) {
  const { admin } = opcoes;
  const tipo = admin.graphql.singular.charAt(0).toUpperCase() + admin.graphql.singular.slice(1);
  const Entrada = entradaDoCadastro(tipo, admin);
  const recurso = admin.permissao.replace(/^api\/admin\//, '');
  const relacoes = opcoes.relacoes ?? {};
  const camposDeRelacao = admin.formulario.filter((c) => c.tipo === 'relacao');
  const camposDePdfs = admin.formulario.filter((c) => c.tipo === 'pdfs');
  const comAninhados = !!opcoes.linhas || camposDePdfs.length > 0;

  // Without its own filter, F is the derived one (the default type argument): the casts only restate that.
  const Filtro = opcoes.filtro?.classe ?? (filtroDoCadastro(tipo, admin) as ClassType<F>);
  const onde = opcoes.filtro?.onde ?? (ondeDoCadastro<T>(admin) as (filtro: F | undefined) => FilterQuery<T>);
  const Base = createCrudResolver<T, F, DadosDoCadastro, DadosDoCadastro>({
    entity: opcoes.entity,
    nomes: admin.graphql,
    recurso,
    filtro: Filtro,
    criar: Entrada as ClassType<DadosDoCadastro>,
    atualizar: Entrada as ClassType<DadosDoCadastro>,
    ordem: opcoes.ordem,
    onde,
    regras: async (recebidos, { em, atual }) => {
      const dados = dadosCompletos(admin, recebidos, atual, opcoes);
      const contexto = { anoAtual: anoAtual(), temArquivo: !!(atual as { arquivo?: unknown } | undefined)?.arquivo };
      // A field left out is the stored one: a problem it already had (a legacy record's format) does not refuse an
      // update that did not touch it; a file's requirement is still checked (it looks at the stored file).
      const ausentes = new Set(atual ? admin.formulario.filter((c) => c.tipo !== 'pdf' && recebidos[c.campo] === undefined).map((c) => c.campo) : []);
      const jaTinha = new Set(atual && ausentes.size ? errosDoFormulario(admin, valoresGuardados(admin, atual, opcoes), contexto).filter((e) => ausentes.has(e.campo)).map((e) => `${e.campo}:${e.mensagem}`) : []);
      const erros = errosDoFormulario(admin, dados, contexto)
        .filter((e) => !jaTinha.has(`${e.campo}:${e.mensagem}`))
        .map((e) => e.mensagem);
      // The gateway's PDF policy checked the bytes; this refuses a reference of another kind.
      if (dados.arquivo && dados.arquivo.tipo !== 'application/pdf') erros.push(MENSAGEM_PDF);
      for (const campo of camposDePdfs) erros.push(...errosDaListaDePdfs(dados[campo.campo], guardadosDe(atual, campo.campo)));
      for (const campo of camposDeRelacao) {
        // Only a relation sent is looked up: the stored one was checked when it was saved.
        const valor = recebidos[campo.campo];
        const relacao = relacoes[campo.campo];
        const id = preenchido(valor) ? parseId(valor) : null;
        if (relacao && id !== null && !(await em.count(relacao.entidade, { id }))) erros.push(campo.mensagens?.invalido ?? `Escolha ${campo.rotulo.toLowerCase()} na lista.`);
      }
      if (opcoes.regras) erros.push(...(await opcoes.regras(dados, { em, atual, erros })));
      return erros;
    },
    // Derived values (a total from its parts) are computed from the whole record, the fields left out included.
    paraEntidade: (dados, atual) => {
      const completos = dadosCompletos(admin, dados, atual, opcoes);
      return { ...paraEntidade(admin, atual ? dados : completos, opcoes), ...opcoes.ajustar?.(completos) };
    },
    ...(comAninhados
      ? {
          aninhados: async (registro: T, dados: DadosDoCadastro, em: EntityManager) => {
            for (const campo of camposDePdfs) aplicarPdfs(registro, campo.campo, dados[campo.campo]);
            if (opcoes.linhas) await aplicarLinhas(registro, dados, em, opcoes.linhas);
          },
        }
      : {}),
  });
  // The open-data export streams the same list: same filter function, same order (kit/exportacao.ts).
  registrarListaExportavel(admin.graphql.plural, { entity: opcoes.entity, onde, ordem: opcoes.ordem, sql: opcoes.sql });
  // The register's `<Tipo>Filtro`, for the queries a register adds with the same filter (its totals).
  return Object.assign(Base, { Filtro });
}

/** A register with a stored PDF: the catalog's resolver plus the PDF as `arquivo`. */
export function createCadastroPdfResolver<T extends Identificavel & { arquivo?: ArquivoGuardado | null }>(opcoes: OpcoesDoCadastro<T>) {
  @Resolver(() => opcoes.entity)
  abstract class CadastroPdfResolver extends createCadastroResolver(opcoes) {
    @FieldResolver(() => RelatorioPdf, { nullable: true })
    arquivo(@Root() registro: T): RelatorioPdf | null {
      return relatorioDe(registro.arquivo);
    }
  }
  return CadastroPdfResolver;
}
