import { anosDaFaixa, descreverRegistro, errosDoFormulario, textoDoHtml, type AdminDoCatalogo, type CampoDoFormulario, type ColunaDoAdmin } from '@alego/catalog';
import { Field, Input, Link, Stack, Textarea } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CampoArquivo, CampoDataFormulario, CampoSelecao, validarPdf, type ArquivoAtual } from './campos';
import { CampoTextoRico } from './CampoTextoRico';
import { definirRecurso } from './definirRecurso';
import { anoCorrente, OPCOES_MESES, opcoesDeAnos, type OpcaoDaSelecao, type SelecaoDaLista } from './lista';
import { MENSAGENS } from './mensagens';
import type { DocumentosCrud, RecursoCrud, Registro } from './recurso';

/** Um registro de uma entrada do catálogo: os campos que as operações geradas pedem (camposDoRegistro). */
export type RegistroDoCatalogo = Registro & Record<string, unknown>;
/** Valores do formulário: textos (como os campos os guardam) e o PDF escolhido. */
export type ValoresDoCatalogo = Record<string, string | File | null>;

/** Campo de tipo `personalizado`: o componente recebe o formulário e a descrição do campo. */
export type CampoPersonalizado = ComponentType<{ form: UseFormReturn<ValoresDoCatalogo>; campo: CampoDoFormulario; item?: RegistroDoCatalogo }>;

const NUMERICOS = new Set<CampoDoFormulario['tipo']>(['ano', 'mes', 'inteiro']);
const ESCOLHAS = new Set<CampoDoFormulario['tipo']>(['ano', 'mes', 'opcoes']);

function opcoesDoCampo(campo: CampoDoFormulario): readonly OpcaoDaSelecao[] {
  if (campo.tipo === 'ano') return opcoesDeAnos(anosDaFaixa(campo.anos ?? { minimo: 1900, maximo: { anoAtual: 0 } }, anoCorrente()));
  if (campo.tipo === 'mes') return OPCOES_MESES;
  return campo.opcoes ?? [];
}

function arquivoDe(valor: unknown): ArquivoAtual | null {
  return valor && typeof valor === 'object' && 'url' in valor && 'nome' in valor ? (valor as ArquivoAtual) : null;
}

/** Valor de uma coluna: o campo formatado pela API, o período "03/2014", a data dd/mm/aaaa, o texto de um HTML, o PDF (link na exibição). */
function mostrar(coluna: ColunaDoAdmin, item: RegistroDoCatalogo, comLink: boolean): ReactNode {
  const valor = item[coluna.mostrar ?? coluna.campo];
  const arquivo = arquivoDe(valor);
  if (arquivo) return comLink ? <Link href={arquivo.url} target="_blank" rel="noreferrer">{arquivo.nome}</Link> : arquivo.nome;
  if (coluna.formato === 'periodo') return `${String(item.mes).padStart(2, '0')}/${String(item.ano)}`;
  if (valor === null || valor === undefined || valor === '') return '—';
  if (coluna.formato === 'data') return String(valor).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
  // Rich text is shown as its text here; the public page renders it.
  if (coluna.formato === 'html') return textoDoHtml(String(valor));
  return String(valor);
}

function valoresIniciais(admin: AdminDoCatalogo, item?: RegistroDoCatalogo): ValoresDoCatalogo {
  const valores: ValoresDoCatalogo = {};
  for (const campo of admin.formulario) {
    const guardado = item?.[campo.campo];
    if (campo.tipo === 'pdf') valores[campo.campo] = null;
    else if (guardado !== null && guardado !== undefined) valores[campo.campo] = String(guardado);
    else valores[campo.campo] = !item && campo.padrao === 'anoAtual' ? String(anoCorrente()) : '';
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
    const texto = typeof valor === 'string' ? valor.trim() : '';
    if (NUMERICOS.has(campo.tipo)) dados[campo.campo] = texto === '' ? null : Number(texto);
    else dados[campo.campo] = texto === '' ? (campo.obrigatorio === true ? '' : null) : texto;
  }
  return dados;
}

function CampoDoCatalogo({ campo, form, item, componentes }: { campo: CampoDoFormulario; form: UseFormReturn<ValoresDoCatalogo>; item?: RegistroDoCatalogo; componentes: Readonly<Record<string, CampoPersonalizado>> }) {
  const { register, control, formState } = form;
  const obrigatorio = campo.obrigatorio === true;
  switch (campo.tipo) {
    case 'ano':
    case 'mes':
    case 'opcoes':
      return <CampoSelecao control={control} name={campo.campo} rotulo={campo.rotulo} opcoes={opcoesDoCampo(campo)} obrigatorio={obrigatorio} ajuda={campo.ajuda} />;
    case 'data':
      return <CampoDataFormulario control={control} name={campo.campo} rotulo={campo.rotulo} obrigatorio={obrigatorio} />;
    case 'pdf':
      return <CampoArquivo control={control} name={campo.campo} rotulo={campo.rotulo} accept=".pdf,application/pdf" atual={arquivoDe(item?.[campo.campo])} ajuda={campo.ajuda} obrigatorio={obrigatorio} validar={validarPdf} />;
    case 'textoRico':
      return <CampoTextoRico control={control} name={campo.campo} rotulo={campo.rotulo} obrigatorio={obrigatorio} ajuda={campo.ajuda} />;
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
    if (!ESCOLHAS.has(campo.tipo)) return [];
    return [{ param: nome, rotulo: campo.rotulo, opcoes: opcoesDoCampo(campo), tipo: NUMERICOS.has(campo.tipo) ? 'inteiro' : 'texto' }];
  });
  return definirRecurso<RegistroDoCatalogo, ValoresDoCatalogo>({
    nome: admin.recurso,
    rotulo: admin.rotulo,
    rotuloItem: admin.rotuloItem,
    feminino: admin.feminino,
    grupo: admin.grupo,
    permissaoBase: admin.permissao,
    caminho: admin.caminho,
    documentos,
    semBusca: !admin.busca,
    parametros: { selecoes },
    colunas: admin.lista.map((c) => ({ titulo: c.rotulo, valor: (item) => mostrar(c, item, false) })),
    campos: admin.exibicao.map((c) => ({ titulo: c.rotulo, valor: (item) => mostrar(c, item, true) })),
    descrever: (item) => descreverRegistro(admin.descrever, item),
    formulario: {
      Componente: ({ form, item }) => (
        <Stack gap="4" maxW="xl">
          {admin.formulario.map((campo) => (
            <CampoDoCatalogo key={campo.campo} campo={campo} form={form} item={item} componentes={componentes} />
          ))}
        </Stack>
      ),
      valoresIniciais: (item) => valoresIniciais(admin, item),
      paraDados: (valores) => paraDados(admin, valores),
      // As mesmas regras do servidor (o catálogo as declara uma vez); um obrigatório que falta tem o aviso do kit.
      validar: (valores, item) => {
        const erros = errosDoFormulario(admin, paraDados(admin, valores), { anoAtual: anoCorrente(), temArquivo: !!arquivoDe(item?.arquivo) });
        if (!erros.length) return undefined;
        return erros.some((e) => e.tipo === 'obrigatorio') ? MENSAGENS.camposObrigatorios : erros[0]!.mensagem;
      },
      sucesso: admin.sucesso,
    },
  });
}
