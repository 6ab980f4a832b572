import { anosDaFaixa, ARQUIVOS_POR_FORMULARIO, CONJUNTOS, descreverRegistro, errosDoFormulario, snake, textoDoHtml, type AdminDoCatalogo, type AdminRest, type CampoDoFormulario, type ColunaDoAdmin } from '@alego/catalog';
import { PageTitle } from '@alego/ui';
import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, Heading, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { possuiPermissoes } from '../auth/permissoes';
import { RequireAuth } from '../auth/RequireAuth';
import { cabecalhosDaSessao } from '../auth/session';
import { avisos } from '../shell/avisos';
import { usePageTitle } from '../shell/usePageTitle';
import { CampoArquivo, CampoDataFormulario, CampoSelecao, validarPdf, type ArquivoAtual } from './campos';
import { CampoPdfs } from './CampoPdfs';
import { CampoTextoRico } from './CampoTextoRico';
import { acaoDeCopiarEndereco } from './CopiarEndereco';
import { definirRecurso } from './definirRecurso';
import { anoCorrente, OPCOES_MESES, opcoesDeAnos, type ConfigParametros, type OpcaoDaSelecao, type SelecaoDaLista } from './lista';
import { LinhasAninhadas } from './LinhasAninhadas';
import { MENSAGENS, mensagemDeSucesso } from './mensagens';
import { linhasDoRegistro, linhasParaDados, type LinhaDoFormulario } from './nested';
import { pdfsDoRegistro, pdfsParaDados, type PdfDoFormulario } from './pdfs';
import type { DocumentosCrud, RecursoCrud, Registro } from './recurso';

/** Um registro de uma entrada do catálogo: os campos que as operações geradas pedem (camposDoRegistro). */
export type RegistroDoCatalogo = Registro & Record<string, unknown>;
/** Uma linha de um campo `linhas`: os seus campos como texto, o id guardado e a marca de saída. */
export type LinhaDoCatalogo = LinhaDoFormulario & Record<string, string | boolean | undefined>;
/** Valores do formulário: textos (como os campos os guardam), o PDF escolhido, as listas de PDFs e as linhas aninhadas. */
export type ValoresDoCatalogo = Record<string, string | File | null | LinhaDoCatalogo[] | PdfDoFormulario[]>;

/** Campo de tipo `personalizado`: o componente recebe o formulário e a descrição do campo. */
export type CampoPersonalizado = ComponentType<{ form: UseFormReturn<ValoresDoCatalogo>; campo: CampoDoFormulario; item?: RegistroDoCatalogo }>;

const NUMERICOS = new Set<CampoDoFormulario['tipo']>(['ano', 'mes', 'inteiro']);
const ESCOLHAS = new Set<CampoDoFormulario['tipo']>(['ano', 'mes', 'opcoes']);

function opcoesDoCampo(campo: CampoDoFormulario): readonly OpcaoDaSelecao[] {
  if (campo.tipo === 'ano') return opcoesDeAnos(anosDaFaixa(campo.anos ?? { minimo: 1900, maximo: { anoAtual: 0 } }, anoCorrente()));
  if (campo.tipo === 'mes') return OPCOES_MESES;
  return campo.opcoes ?? [];
}

/** A consulta das escolhas de um campo `relacao`, montada uma vez por campo (o catálogo dá a raiz e o rótulo). */
const CONSULTAS_DE_RELACAO = new Map<string, ReturnType<typeof gql>>();
function consultaDaRelacao(campo: CampoDoFormulario): ReturnType<typeof gql> {
  const r = campo.relacao!;
  const chave = `${r.raiz}(${r.argumentos ?? ''}) ${r.rotulo} ${r.paginada ? 'p' : ''}`;
  let consulta = CONSULTAS_DE_RELACAO.get(chave);
  if (!consulta) {
    const registros = `{ id ${r.rotulo} }`;
    const argumentos = [r.argumentos, r.paginada ? 'pagina: 1, porPagina: 100' : undefined].filter(Boolean).join(', ');
    consulta = gql(`query Escolhas_${campo.campo} { ${r.raiz}${argumentos ? `(${argumentos})` : ''} ${r.paginada ? `{ itens ${registros} }` : registros} }`);
    CONSULTAS_DE_RELACAO.set(chave, consulta);
  }
  return consulta;
}

/** A seleção dos registros de outra consulta (o tipo de uma diária, a modalidade de um contrato). */
function CampoRelacao({ campo, form }: { campo: CampoDoFormulario; form: UseFormReturn<ValoresDoCatalogo> }) {
  const r = campo.relacao!;
  const { data } = useQuery<Record<string, unknown>>(consultaDaRelacao(campo));
  const resposta = data?.[r.raiz];
  const registros = (r.paginada ? (resposta as { itens?: unknown[] } | undefined)?.itens : resposta) as Record<string, unknown>[] | undefined;
  const opcoes = (registros ?? []).map((registro) => ({ valor: String(registro.id), rotulo: String(registro[r.rotulo] ?? '') }));
  return <CampoSelecao control={form.control} name={campo.campo} rotulo={campo.rotulo} opcoes={opcoes} obrigatorio={campo.obrigatorio === true} ajuda={campo.ajuda} />;
}

function arquivoDe(valor: unknown): ArquivoAtual | null {
  return valor && typeof valor === 'object' && 'url' in valor && 'nome' in valor ? (valor as ArquivoAtual) : null;
}

/** Os PDFs de um campo `pdfs`: links na exibição, os nomes na lista. */
function listaDeArquivos(valor: readonly unknown[], comLink: boolean): ReactNode {
  const arquivos = valor.map(arquivoDe).filter((a): a is ArquivoAtual => !!a);
  if (!arquivos.length) return '—';
  if (!comLink) return arquivos.map((a) => a.nome).join(', ');
  return (
    <Stack as="ul" gap="1" listStyleType="none" ps="0">
      {arquivos.map((a) => (
        <li key={a.url}>
          <Link href={a.url} target="_blank" rel="noreferrer">
            {a.nome}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

/** Valor de uma coluna: o campo formatado pela API, o período "03/2014", a data dd/mm/aaaa, o texto de um HTML, o PDF (link na exibição). */
function mostrar(coluna: ColunaDoAdmin, item: RegistroDoCatalogo, comLink: boolean): ReactNode {
  const caminho = (coluna.mostrar ?? coluna.campo).split('.');
  const valor = caminho.reduce<unknown>((objeto, parte) => (objeto && typeof objeto === 'object' ? (objeto as Record<string, unknown>)[parte] : undefined), item);
  if (Array.isArray(valor) && valor.every((v) => arquivoDe(v))) return listaDeArquivos(valor, comLink);
  if (Array.isArray(valor)) return valor.map(String).join(', ');
  const arquivo = arquivoDe(valor);
  if (arquivo) return comLink ? <Link href={arquivo.url} target="_blank" rel="noreferrer">{arquivo.nome}</Link> : arquivo.nome;
  if (coluna.formato === 'periodo') return `${String(item.mes).padStart(2, '0')}/${String(item.ano)}`;
  if (valor === null || valor === undefined || valor === '') return '—';
  if (coluna.formato === 'data') return String(valor).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
  // Rich text is shown as its text here; the public page renders it.
  if (coluna.formato === 'html') return textoDoHtml(String(valor));
  return String(valor);
}

/** Um cartão da lista (`cartao` da entrada): o título como cabeçalho, as linhas com o rótulo e o texto em três linhas. */
function CartaoDoCatalogo({ cartao, item }: { cartao: NonNullable<AdminDoCatalogo['cartao']>; item: RegistroDoCatalogo }) {
  return (
    <Stack gap="1">
      <Heading as="h2" size="sm">
        {mostrar(cartao.titulo, item, false)}
      </Heading>
      {cartao.linhas.map((linha) => (
        <Text key={linha.campo} fontSize="sm" color="fg.muted">
          {linha.rotulo}: {mostrar(linha, item, false)}
        </Text>
      ))}
      {cartao.texto ? (
        <Text fontSize="sm" lineClamp={3}>
          {mostrar(cartao.texto, item, false)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Os campos de uma linha guardada como o formulário os mostra (texto). */
function textosDaLinha(campos: readonly CampoDoFormulario[], registro: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(campos.map((c) => [c.campo, registro[c.campo] === null || registro[c.campo] === undefined ? '' : String(registro[c.campo])]));
}

/** Um valor de texto do formulário → o da mutação: número para ano, mês e inteiro; vazio é nulo (ou '' se obrigatório). */
function valorDoTexto(campo: CampoDoFormulario, valor: unknown): unknown {
  const texto = typeof valor === 'string' ? valor.trim() : '';
  if (NUMERICOS.has(campo.tipo)) return texto === '' ? null : Number(texto);
  return texto === '' ? (campo.obrigatorio === true ? '' : null) : texto;
}

/** Um registro novo na aba da lista (`/new?aba=mulher`): o valor do campo das abas, se for uma das suas opções. */
function valorDaAba(admin: AdminDoCatalogo, campo: CampoDoFormulario, endereco: URLSearchParams | undefined): string | undefined {
  const valor = campo.campo === admin.abasDaLista ? endereco?.get(campo.campo) : null;
  return valor && opcoesDoCampo(campo).some((o) => o.valor === valor) ? valor : undefined;
}

function valoresIniciais(admin: AdminDoCatalogo, item?: RegistroDoCatalogo, endereco?: URLSearchParams): ValoresDoCatalogo {
  const valores: ValoresDoCatalogo = {};
  for (const campo of admin.formulario) {
    const guardado = item?.[campo.campo];
    if (campo.tipo === 'linhas') valores[campo.campo] = linhasDoRegistro((guardado ?? []) as { id: string }[], (r) => textosDaLinha(campo.linhas?.campos ?? [], r)) as LinhaDoCatalogo[];
    else if (campo.tipo === 'pdf') valores[campo.campo] = null;
    else if (campo.tipo === 'pdfs') valores[campo.campo] = pdfsDoRegistro(guardado);
    else if (guardado !== null && guardado !== undefined) valores[campo.campo] = String(guardado);
    else valores[campo.campo] = item ? '' : campo.padrao === 'anoAtual' ? String(anoCorrente()) : (valorDaAba(admin, campo, endereco) ?? campo.valorPadrao ?? '');
  }
  return valores;
}

/** Valores do formulário → `dados` da mutação, na forma que o servidor e `errosDoFormulario` esperam. */
function paraDados(admin: AdminDoCatalogo, valores: ValoresDoCatalogo): Record<string, unknown> {
  const dados: Record<string, unknown> = {};
  for (const campo of admin.formulario) {
    const valor = valores[campo.campo];
    if (campo.tipo === 'pdf') {
      if (valor instanceof File) dados[campo.campo] = valor;
      continue;
    }
    if (campo.tipo === 'pdfs') {
      // The form showed the stored list: the whole list goes back, in its order.
      dados[campo.campo] = pdfsParaDados(Array.isArray(valor) ? (valor as PdfDoFormulario[]) : []);
      continue;
    }
    if (campo.tipo === 'linhas') {
      const campos = campo.linhas?.campos ?? [];
      dados[campo.campo] = linhasParaDados(Array.isArray(valor) ? (valor as LinhaDoCatalogo[]) : [], (linha) => Object.fromEntries(campos.map((c) => [c.campo, valorDoTexto(c, linha[c.campo])])));
      continue;
    }
    dados[campo.campo] = valorDoTexto(campo, valor);
  }
  return dados;
}

function CampoDoCatalogo({ campo, form, item, componentes }: { campo: CampoDoFormulario; form: UseFormReturn<ValoresDoCatalogo>; item?: RegistroDoCatalogo; componentes: Readonly<Record<string, CampoPersonalizado>> }) {
  const { register, control, formState } = form;
  const obrigatorio = campo.obrigatorio === true;
  // A field of another type shown by a registered component (a deputy's select in a row): read and checked by its type.
  if (campo.componente && campo.tipo !== 'personalizado') return <CampoDoCatalogo campo={{ ...campo, tipo: 'personalizado' }} form={form} item={item} componentes={componentes} />;
  switch (campo.tipo) {
    case 'linhas': {
      const linhas = campo.linhas;
      if (!linhas) throw new Error(`Campo ${campo.campo}: linhas sem campos`);
      return (
        <LinhasAninhadas
          form={form}
          nome={campo.campo as never}
          titulo={campo.rotulo}
          rotuloAdicionar={linhas.rotuloAdicionar}
          novaLinha={() => ({ ...textosDaLinha(linhas.campos, {}), _destroy: false }) as never}
          vazio="Nenhuma linha."
          linha={({ prefixo }) => (
            <Stack gap="2" direction={{ base: 'column', md: 'row' }}>
              {linhas.campos.map((c) => (
                <CampoDoCatalogo key={c.campo} campo={{ ...c, campo: `${prefixo}.${c.campo}` }} form={form} item={item} componentes={componentes} />
              ))}
            </Stack>
          )}
        />
      );
    }
    case 'ano':
    case 'mes':
    case 'opcoes':
      return <CampoSelecao control={control} name={campo.campo} rotulo={campo.rotulo} opcoes={opcoesDoCampo(campo)} obrigatorio={obrigatorio} ajuda={campo.ajuda} />;
    case 'data':
      return <CampoDataFormulario control={control} name={campo.campo} rotulo={campo.rotulo} obrigatorio={obrigatorio} />;
    case 'relacao':
      return <CampoRelacao campo={campo} form={form} />;
    case 'pdf': {
      const formatos = campo.formatos;
      const aceitos = formatos ? formatos.extensoes.join(',') : '.pdf,application/pdf';
      // Only the name is checked here: the gateway reads the real type from the bytes.
      const validar = formatos ? (arquivo: File) => (formatos.extensoes.some((e) => arquivo.name.toLowerCase().endsWith(e)) ? undefined : formatos.mensagemDeTipo) : validarPdf;
      return <CampoArquivo control={control} name={campo.campo} rotulo={campo.rotulo} accept={aceitos} atual={arquivoDe(item?.[campo.campo])} ajuda={campo.ajuda} obrigatorio={obrigatorio} validar={validar} />;
    }
    case 'pdfs':
      return <CampoPdfs control={control} name={campo.campo} rotulo={campo.rotulo} ajuda={campo.ajuda} maximo={campo.maximo} />;
    case 'textoRico':
      return <CampoTextoRico control={control} name={campo.campo} rotulo={campo.rotulo} obrigatorio={obrigatorio} ajuda={campo.ajuda} altura={campo.alturaDoEditor} />;
    case 'personalizado': {
      const Componente = campo.componente ? componentes[campo.componente] : undefined;
      if (!Componente) throw new Error(`Campo ${campo.campo}: componente "${campo.componente ?? ''}" não registrado`);
      return <Componente form={form} campo={campo} item={item} />;
    }
    default: {
      const regras = { required: obrigatorio, validate: (v: unknown) => !obrigatorio || (typeof v === 'string' && v.trim() !== '') };
      const entrada =
        campo.tipo === 'textoLongo' ? (
          <Textarea maxLength={campo.maximo} {...register(campo.campo, regras)} />
        ) : campo.tipo === 'inteiro' ? (
          <Input type="number" inputMode="numeric" {...register(campo.campo, { ...regras, pattern: /^-?\d+$/ })} />
        ) : campo.tipo === 'url' ? (
          <Input type="url" inputMode="url" maxLength={campo.maximo} placeholder="https://" {...register(campo.campo, regras)} />
        ) : campo.tipo === 'dinheiro' ? (
          <Input inputMode="decimal" placeholder="1.234,56" {...register(campo.campo, regras)} />
        ) : campo.tipo === 'decimal' ? (
          <Input inputMode="decimal" {...register(campo.campo, regras)} />
        ) : (
          <Input maxLength={campo.maximo} {...register(campo.campo, regras)} />
        );
      return (
        <Field.Root required={obrigatorio} invalid={!!formState.errors[campo.campo]}>
          <Field.Label>
            {campo.rotulo} {obrigatorio ? <Field.RequiredIndicator /> : null}
          </Field.Label>
          {entrada}
          {campo.ajuda ? <Field.HelperText>{campo.ajuda}</Field.HelperText> : null}
        </Field.Root>
      );
    }
  }
}

/** O campo da página de juntar PDFs que guarda os arquivos escolhidos (enviados em `<envelope>[arquivos][]`). */
const ARQUIVOS_A_JUNTAR = 'arquivosAJuntar';

type RestQueJunta = AdminRest & { juntarPdfs: string };

/**
 * Vários PDFs num registro novo (`juntarPdfs` da parte REST da entrada: o `merge-arquivos` dos organogramas): os campos
 * do formulário sem o PDF e a lista ordenada de PDFs, enviados ao caminho REST, que os junta num só (pdf-lib, no
 * gateway) e o anexa ao registro criado; depois, a exibição do registro, com o PDF juntado.
 */
function PaginaJuntarPdfs({ admin, rest, componentes }: { admin: AdminDoCatalogo; rest: RestQueJunta; componentes: Readonly<Record<string, CampoPersonalizado>> }) {
  const titulo = `Juntar PDFs em ${admin.feminino ? 'uma nova' : 'um novo'} ${admin.rotuloItem.toLowerCase()}`;
  usePageTitle(titulo);
  const navigate = useNavigate();
  const form = useForm<ValoresDoCatalogo>({ defaultValues: { ...valoresIniciais(admin), [ARQUIVOS_A_JUNTAR]: [] } });
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const campos = admin.formulario.filter((c) => c.tipo !== 'pdf' && c.tipo !== 'pdfs');

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const valores = form.getValues();
    const dados = paraDados(admin, valores);
    const pdfs = (valores[ARQUIVOS_A_JUNTAR] as PdfDoFormulario[]).flatMap((pdf) => (pdf.arquivo ? [pdf.arquivo] : []));
    // The server's rules, checked here first; the merged PDF stands for the record's file.
    const erros = errosDoFormulario(admin, dados, { anoAtual: anoCorrente(), temArquivo: true });
    if (erros.length || !pdfs.length) {
      setErro(erros[0]?.mensagem ?? 'Escolha ao menos um arquivo PDF.');
      return;
    }
    const corpo = new FormData();
    for (const campo of campos) if (dados[campo.campo] !== null && dados[campo.campo] !== undefined) corpo.set(`${rest.envelope}[${snake(campo.campo)}]`, String(dados[campo.campo]));
    for (const pdf of pdfs) corpo.append(`${rest.envelope}[arquivos][]`, pdf, pdf.name);
    setEnviando(true);
    setErro(null);
    try {
      const resposta = await fetch(`/api/admin${rest.caminho}${rest.juntarPdfs}`, { method: 'POST', body: corpo, headers: await cabecalhosDaSessao() });
      const resultado = (await resposta.json().catch(() => ({}))) as { id?: number; mensagem?: string };
      if (!resposta.ok || !resultado.id) {
        setErro(resultado.mensagem ?? MENSAGENS.falhaSalvar);
        return;
      }
      avisos.sucesso(mensagemDeSucesso(resultado, MENSAGENS.salvo));
      navigate(`${admin.caminho}/${resultado.id}`);
    } catch {
      setErro(MENSAGENS.falhaSalvar);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Box>
      <PageTitle>{titulo}</PageTitle>
      <Text mb="4">Os PDFs escolhidos viram um só, com as páginas na ordem da lista, anexado ao registro criado.</Text>
      <Stack as="form" gap="4" maxW="3xl" onSubmit={(e: FormEvent) => void enviar(e)} aria-label={titulo}>
        {campos.map((campo) => (
          <CampoDoCatalogo key={campo.campo} campo={campo} form={form} componentes={componentes} />
        ))}
        <CampoPdfs control={form.control} name={ARQUIVOS_A_JUNTAR} rotulo="PDFs a juntar" ajuda={`Até ${ARQUIVOS_POR_FORMULARIO}, na ordem em que as páginas devem ficar.`} maximo={ARQUIVOS_POR_FORMULARIO} />
        {erro ? (
          <Text role="alert" color="fg.error">
            {erro}
          </Text>
        ) : null}
        <Stack direction="row" gap="2">
          <Button type="submit" colorPalette="brand" loading={enviando}>
            Juntar e salvar
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={admin.caminho}>Cancelar</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** As abas da lista (`abasDaLista`): uma por opção do filtro, no parâmetro dele, com uma só página. */
function abasDoCatalogo(admin: AdminDoCatalogo): Pick<ConfigParametros, 'abas' | 'abaPadrao' | 'paramAba' | 'paginaUnica'> {
  const nome = admin.abasDaLista;
  if (!nome) return {};
  const campo = admin.formulario.find((c) => c.campo === nome);
  if (campo?.tipo !== 'opcoes' || !admin.filtros?.includes(nome)) throw new Error(`${admin.recurso}: abasDaLista ${nome} não é um filtro de opções`);
  return {
    abas: opcoesDoCampo(campo).map(({ valor, rotulo }) => ({ valor, rotulo, filtro: { [nome]: valor } })),
    ...(campo.valorPadrao ? { abaPadrao: campo.valorPadrao } : {}),
    paramAba: nome,
    paginaUnica: true,
  };
}

/** O caminho REST que junta PDFs num registro novo, quando a entrada o tem (o conjunto dela o declara). */
function juntarPdfsDe(admin: AdminDoCatalogo): RestQueJunta | null {
  const rest = CONJUNTOS.find((c) => c.id === admin.conjunto)?.rest?.admin;
  return rest?.juntarPdfs ? { ...rest, juntarPdfs: rest.juntarPdfs } : null;
}

/**
 * O recurso do admin de uma entrada do catálogo: menu, lista (busca, filtros de ano/mês/tipo, paginação), exibição,
 * formulário com os componentes do kit, exclusão com confirmação e PDFs, tudo pelas páginas genéricas do kit.
 * `documentos` são as operações que scripts/compose.mjs gera da mesma entrada (tipadas pelo codegen);
 * `componentes` atende os campos de tipo `personalizado`.
 */
export function recursoDoCatalogo(
  admin: AdminDoCatalogo,
  documentos: DocumentosCrud,
  componentes: Readonly<Record<string, CampoPersonalizado>> = {},
): RecursoCrud<RegistroDoCatalogo, ValoresDoCatalogo> {
  // Only choice fields become a select of the list; the entry's other exact filters (a date, an origin) serve the API.
  const selecoes = (admin.filtros ?? []).flatMap((nome): SelecaoDaLista[] => {
    const campo = admin.formulario.find((c) => c.campo === nome);
    if (!campo) throw new Error(`${admin.recurso}: o filtro ${nome} não é um campo do formulário`);
    if (!ESCOLHAS.has(campo.tipo) || nome === admin.abasDaLista) return [];
    return [{ param: nome, rotulo: campo.rotulo, opcoes: opcoesDoCampo(campo), tipo: NUMERICOS.has(campo.tipo) ? 'inteiro' : 'texto' }];
  });
  const { cartao } = admin;
  const juntar = juntarPdfsDe(admin);
  const criar = `${admin.permissao}#create`;
  // The page size the legacy list answers without `por_pagina` is the admin list's too (the contacts: 20).
  const porPagina = admin.rest?.porPagina ?? CONJUNTOS.find((c) => c.id === admin.conjunto)?.rest?.admin?.porPagina;
  const recurso = definirRecurso<RegistroDoCatalogo, ValoresDoCatalogo>({
    nome: admin.recurso,
    rotulo: admin.rotulo,
    rotuloItem: admin.rotuloItem,
    feminino: admin.feminino,
    grupo: admin.grupo,
    permissaoBase: admin.permissao,
    caminho: admin.caminho,
    documentos,
    semBusca: !admin.busca,
    ...(porPagina ? { porPagina } : {}),
    parametros: { selecoes, ...abasDoCatalogo(admin) },
    novoNaAba: admin.abasDaLista !== undefined,
    colunas: admin.lista.map((c) => ({ titulo: c.rotulo, valor: (item) => mostrar(c, item, false) })),
    campos: admin.exibicao.map((c) => ({ titulo: c.rotulo, valor: (item) => mostrar(c, item, true) })),
    descrever: (item) => descreverRegistro(admin.descrever, item),
    ...(admin.excluindo ? { excluindo: admin.excluindo } : {}),
    ...(admin.retorno ? { retorno: admin.retorno } : {}),
    ...(admin.copiarEndereco ? { Acoes: acaoDeCopiarEndereco(admin.copiarEndereco) } : {}),
    ...(cartao ? { cartao: (item: RegistroDoCatalogo) => <CartaoDoCatalogo cartao={cartao} item={item} /> } : {}),
    ...(admin.fixos ? { semCriacao: true, podeExcluir: () => false } : {}),
    ...(juntar
      ? {
          AcoesDaLista: () =>
            possuiPermissoes([criar]) ? (
              <Button asChild variant="outline">
                <RouterLink to={`${admin.caminho}/juntar`}>Juntar PDFs</RouterLink>
              </Button>
            ) : null,
        }
      : {}),
    formulario: {
      Componente: ({ form, item }) => (
        <Stack gap="4" maxW="xl">
          {admin.formulario.map((campo) => (
            <CampoDoCatalogo key={campo.campo} campo={campo} form={form} item={item} componentes={componentes} />
          ))}
        </Stack>
      ),
      valoresIniciais: (item, endereco) => valoresIniciais(admin, item, endereco),
      paraDados: (valores) => paraDados(admin, valores),
      // As mesmas regras do servidor (o catálogo as declara uma vez); um obrigatório que falta tem o aviso do kit.
      validar: (valores, item) => {
        const erros = errosDoFormulario(admin, paraDados(admin, valores), { anoAtual: anoCorrente(), temArquivo: !!arquivoDe(item?.arquivo) });
        if (!erros.length) return undefined;
        if (admin.aviso) return admin.aviso;
        return erros.some((e) => e.tipo === 'obrigatorio') ? MENSAGENS.camposObrigatorios : erros[0]!.mensagem;
      },
      sucesso: admin.sucesso,
      erroAoSalvar: admin.erroAoSalvar,
    },
  });
  if (!juntar) return recurso;
  const pagina = (
    <RequireAuth permissoes={[criar]}>
      <PaginaJuntarPdfs admin={admin} rest={juntar} componentes={componentes} />
    </RequireAuth>
  );
  return { ...recurso, rotas: [...(recurso.rotas ?? []), { path: 'juntar', element: pagina }] };
}
