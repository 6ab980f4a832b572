import { Box, Button, Flex, NativeSelect } from '@chakra-ui/react';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createEditor, Editor, Element as SlateElement, Range, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, useFocused, useSelected, useSlateStatic, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { desserializar, serializar } from './html';
import { CLASSE_IMAGEM_PADRAO, CLASSES_IMAGEM, type Bloco, type ClasseImagem, type ElementoRico, type Imagem, type Marca } from './tipos';

export interface EditorRicoProps {
  /** HTML inicial (lido uma vez, ao montar). */
  valor: string;
  aoMudar: (html: string) => void;
  rotulo: string;
  invalido?: boolean;
  altura?: string;
}

function comElementosEspeciais(editor: Editor): Editor {
  const { isInline, isVoid } = editor;
  editor.isInline = (el) => el.type === 'link' || isInline(el);
  editor.isVoid = (el) => el.type === 'imagem' || isVoid(el);
  return editor;
}

function marcaAtiva(editor: Editor, marca: Marca): boolean {
  return Editor.marks(editor)?.[marca] === true;
}

function alternarMarca(editor: Editor, marca: Marca) {
  if (marcaAtiva(editor, marca)) Editor.removeMark(editor, marca);
  else Editor.addMark(editor, marca, true);
}

type TipoDeBloco = 'titulo' | 'citacao' | 'lista' | 'lista-numerada';

function blocoAtivo(editor: Editor, tipo: TipoDeBloco): boolean {
  const [par] = Editor.nodes(editor, {
    match: (n) =>
      SlateElement.isElement(n) &&
      (tipo === 'lista' ? n.type === 'lista' && !n.ordenada : tipo === 'lista-numerada' ? n.type === 'lista' && n.ordenada : n.type === tipo),
  });
  return !!par;
}

function alternarBloco(editor: Editor, tipo: TipoDeBloco) {
  const ativo = blocoAtivo(editor, tipo);
  const ehLista = tipo === 'lista' || tipo === 'lista-numerada';
  Transforms.unwrapNodes(editor, { match: (n) => SlateElement.isElement(n) && n.type === 'lista', split: true });
  let novo: Partial<ElementoRico>;
  if (ativo) novo = { type: 'paragrafo' };
  else if (ehLista) novo = { type: 'item' };
  else if (tipo === 'titulo') novo = { type: 'titulo', nivel: 2 };
  else novo = { type: 'citacao' };
  Transforms.setNodes<ElementoRico>(editor, novo, { match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) && n.type !== 'imagem' });
  if (!ativo && ehLista) Transforms.wrapNodes(editor, { type: 'lista', ordenada: tipo === 'lista-numerada', children: [] });
}

function inserirLink(editor: Editor) {
  const url = window.prompt('Endereço do link (https://...)');
  if (!url) return;
  const novaAba = window.confirm('Abrir o link em uma nova aba? (OK = nova aba, Cancelar = mesma aba)');
  Transforms.unwrapNodes(editor, { match: (n) => SlateElement.isElement(n) && n.type === 'link' });
  const link = { type: 'link' as const, url, novaAba, children: [] };
  if (!editor.selection || Range.isCollapsed(editor.selection)) Transforms.insertNodes(editor, { ...link, children: [{ text: url }] });
  else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

function inserirImagem(editor: Editor) {
  const url = window.prompt('Endereço da imagem (https://...)');
  if (!url) return;
  const alt = window.prompt('Descrição da imagem (texto alternativo)') ?? '';
  const imagem: Imagem = { type: 'imagem', url, alt, classe: CLASSE_IMAGEM_PADRAO, children: [{ text: '' }] };
  Transforms.insertNodes(editor, [imagem, { type: 'paragrafo', children: [{ text: '' }] }]);
}

function ElementoImagem({ attributes, children, element }: RenderElementProps & { element: Imagem }) {
  const editor = useSlateStatic();
  const selecionada = useSelected();
  const focado = useFocused();
  return (
    <div {...attributes}>
      <div contentEditable={false}>
        <Box borderWidth="2px" borderColor={selecionada && focado ? 'brand.solid' : 'transparent'} display="inline-block" maxW="full">
          <img src={element.url} alt={element.alt} className={element.classe} style={{ maxWidth: '100%', maxHeight: '20rem' }} />
        </Box>
        <NativeSelect.Root size="xs" width="auto" mt="1">
          <NativeSelect.Field
            aria-label="Posição da imagem"
            value={element.classe}
            onChange={(e) => {
              const caminho = ReactEditor.findPath(editor, element);
              Transforms.setNodes<ElementoRico>(editor, { classe: e.currentTarget.value as ClasseImagem }, { at: caminho });
            }}
          >
            {CLASSES_IMAGEM.map((c) => (
              <option key={c.valor} value={c.valor}>
                {c.rotulo}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </div>
      {children}
    </div>
  );
}

function renderizarElemento(props: RenderElementProps): React.JSX.Element {
  const { attributes, children, element } = props;
  switch (element.type) {
    case 'titulo': {
      const Tag = `h${element.nivel}` as const;
      return (
        <Tag {...attributes} style={{ fontWeight: 700, fontSize: '1.25em' }}>
          {children}
        </Tag>
      );
    }
    case 'citacao':
      return (
        <blockquote {...attributes} style={{ borderInlineStart: '4px solid #ccc', paddingInlineStart: '0.75rem', fontStyle: 'italic' }}>
          {children}
        </blockquote>
      );
    case 'lista':
      return element.ordenada ? (
        <ol {...attributes} style={{ paddingInlineStart: '1.5rem', listStyleType: 'decimal' }}>
          {children}
        </ol>
      ) : (
        <ul {...attributes} style={{ paddingInlineStart: '1.5rem', listStyleType: 'disc' }}>
          {children}
        </ul>
      );
    case 'item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={element.url} target={element.novaAba ? '_blank' : undefined} rel="noopener noreferrer" style={{ color: '#1a56db', textDecoration: 'underline' }}>
          {children}
        </a>
      );
    case 'imagem':
      return <ElementoImagem {...props} element={element} />;
    default:
      return (
        <p {...attributes} style={{ marginBlock: '0.5rem' }}>
          {children}
        </p>
      );
  }
}

function renderizarFolha({ attributes, children, leaf }: RenderLeafProps): React.JSX.Element {
  let conteudo: ReactNode = children;
  if (leaf.negrito) conteudo = <strong>{conteudo}</strong>;
  if (leaf.italico) conteudo = <em>{conteudo}</em>;
  if (leaf.sublinhado) conteudo = <u>{conteudo}</u>;
  return <span {...attributes}>{conteudo}</span>;
}

const ATALHOS: Record<string, Marca> = { b: 'negrito', i: 'italico', u: 'sublinhado' };

/** Editor de texto rico (Slate), em português, sem marca de fornecedor; grava o HTML aceito pelo servidor. */
export function EditorRico({ valor, aoMudar, rotulo, invalido, altura = '16rem' }: EditorRicoProps) {
  const editor = useMemo(() => comElementosEspeciais(withHistory(withReact(createEditor()))), []);
  const [inicial] = useState<Descendant[]>(() => desserializar(valor));
  const botao = (texto: string, ativo: boolean, acao: () => void) => (
    <Button
      key={texto}
      size="xs"
      variant={ativo ? 'solid' : 'outline'}
      aria-pressed={ativo}
      onMouseDown={(e) => {
        e.preventDefault();
        acao();
      }}
    >
      {texto}
    </Button>
  );
  const teclas = (e: KeyboardEvent) => {
    const marca = (e.ctrlKey || e.metaKey) && ATALHOS[e.key.toLowerCase()];
    if (marca) {
      e.preventDefault();
      alternarMarca(editor, marca);
    }
  };
  return (
    <Box borderWidth="1px" borderColor={invalido ? 'border.error' : 'border'} borderRadius="md">
      <Slate editor={editor} initialValue={inicial} onValueChange={(v) => aoMudar(serializar(v as Bloco[]))}>
        <Flex role="toolbar" aria-label={`Formatação: ${rotulo}`} gap="1" wrap="wrap" p="2" borderBottomWidth="1px" bg="bg.subtle">
          {botao('Negrito', marcaAtiva(editor, 'negrito'), () => alternarMarca(editor, 'negrito'))}
          {botao('Itálico', marcaAtiva(editor, 'italico'), () => alternarMarca(editor, 'italico'))}
          {botao('Sublinhado', marcaAtiva(editor, 'sublinhado'), () => alternarMarca(editor, 'sublinhado'))}
          {botao('Título', blocoAtivo(editor, 'titulo'), () => alternarBloco(editor, 'titulo'))}
          {botao('Lista', blocoAtivo(editor, 'lista'), () => alternarBloco(editor, 'lista'))}
          {botao('Lista numerada', blocoAtivo(editor, 'lista-numerada'), () => alternarBloco(editor, 'lista-numerada'))}
          {botao('Citação', blocoAtivo(editor, 'citacao'), () => alternarBloco(editor, 'citacao'))}
          {botao('Link', false, () => inserirLink(editor))}
          {botao('Imagem', false, () => inserirImagem(editor))}
        </Flex>
        <Box px="3" py="2" minH={altura} maxH="40rem" overflowY="auto">
          <Editable
            aria-label={rotulo}
            aria-invalid={invalido || undefined}
            renderElement={renderizarElemento}
            renderLeaf={renderizarFolha}
            onKeyDown={teclas}
            style={{ minHeight: altura, outline: 'none' }}
          />
        </Box>
      </Slate>
    </Box>
  );
}
