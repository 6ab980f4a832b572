import { Box, Button, Flex, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useFieldArray, useWatch, type ArrayPath, type FieldArray, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { Confirmacao } from './Confirmacao';
import { ordemAposMover, type LinhaDoFormulario } from './nested';

export interface PropsLinhasAninhadas<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Campo de lista do formulário (ex.: "deputadoLegislaturas"). */
  nome: ArrayPath<V>;
  titulo: string;
  rotuloAdicionar: string;
  /** Valores de uma linha nova; devolver uma mensagem em vez disso impede a inclusão (ex.: 'Todos os anos já foram incluídos.'). */
  novaLinha: () => FieldArray<V, ArrayPath<V>> | string;
  /** Campos de uma linha (função de renderização); `prefixo` é o caminho dela no formulário ("deputadoLegislaturas.2"). */
  linha: (props: { indice: number; prefixo: `${ArrayPath<V>}.${number}` }) => ReactNode;
  /** Texto da confirmação antes de tirar uma linha guardada (ex.: membros de comissão). */
  confirmarRemocao?: string;
  /** Texto quando não há linhas. */
  vazio?: string;
  /** Erro ao não poder incluir uma linha. */
  aoRecusar?: (mensagem: string) => void;
  /**
   * Campo de ordem de cada linha (ex.: "ordem" das fotos de um álbum): as linhas passam a ser reordenáveis, arrastando
   * a alça ou com os botões "Mover para cima/baixo", e cada movimento renumera esse campo (1, 2, 3...) na nova ordem.
   */
  campoOrdem?: string;
}

const INSTRUCOES =
  'Para mudar a posição, pressione espaço ou Enter para pegar o item, use as setas para cima e para baixo para movê-lo e pressione espaço ou Enter de novo para soltá-lo. Esc cancela.';

/**
 * Linhas aninhadas com `useFieldArray`: a linha nova sai da lista; a guardada fica marcada `_destroy` (escondida) e
 * o servidor a exclui ao salvar. Um só componente para todo formulário com linhas.
 */
export function LinhasAninhadas<V extends FieldValues>({ form, nome, titulo, rotuloAdicionar, novaLinha, linha: renderizarLinha, confirmarRemocao, vazio, aoRecusar, campoOrdem }: PropsLinhasAninhadas<V>) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: nome, keyName: '_chave' as 'id' });
  const valores = (useWatch({ control: form.control, name: nome as unknown as Path<V> }) ?? []) as LinhaDoFormulario[];
  const [aRemover, setARemover] = useState<number | null>(null);
  const [aviso, setAviso] = useState('');
  // A row moved down by a button is re-inserted in the DOM, which drops the focus: it goes back to the same button.
  const [focoPendente, setFocoPendente] = useState<string | null>(null);
  const botoes = useRef(new Map<string, HTMLButtonElement>());
  const acabouDePegar = useRef(false);
  const sensores = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  useEffect(() => {
    if (focoPendente === null) return;
    botoes.current.get(focoPendente)?.focus();
    setFocoPendente(null);
  }, [focoPendente]);

  const tirar = (indice: number) => {
    if (valores[indice]?.registroId) form.setValue(`${nome}.${indice}._destroy` as Path<V>, true as V[keyof V], { shouldDirty: true });
    else remove(indice);
  };
  const pedirRemocao = (indice: number) => {
    if (confirmarRemocao && valores[indice]?.registroId) setARemover(indice);
    else tirar(indice);
  };
  const adicionar = () => {
    const nova = novaLinha();
    if (typeof nova === 'string') aoRecusar?.(nova);
    else append(nova);
  };
  const chave = (indice: number) => (fields[indice] as unknown as { _chave: string })._chave;
  const visiveis = fields.map((campo, indice) => ({ chave: chave(indice), indice })).filter(({ indice }) => !valores[indice]?._destroy);
  const posicaoDe = (id: UniqueIdentifier) => visiveis.findIndex((v) => v.chave === id) + 1;

  /** Moves the row at `de` to the place of the row at `para` (indices in the whole list) and renumbers the order field. */
  const mover = (de: number, para: number) => {
    if (!campoOrdem || de === para) return;
    move(de, para);
    for (const { indice, ordem } of ordemAposMover(valores, de, para)) form.setValue(`${nome}.${indice}.${campoOrdem}` as Path<V>, ordem as PathValue<V, Path<V>>, { shouldDirty: true });
  };
  const moverComBotao = (posicao: number, passo: -1 | 1) => {
    const origem = visiveis[posicao];
    const destino = visiveis[posicao + passo];
    if (!origem) return;
    if (!destino) {
      setAviso(passo < 0 ? `O item ${posicao + 1} já é o primeiro.` : `O item ${posicao + 1} já é o último.`);
      return;
    }
    mover(origem.indice, destino.indice);
    setAviso(`Item movido para a posição ${posicao + passo + 1} de ${visiveis.length}.`);
    setFocoPendente(`${origem.chave}:${passo}`);
  };
  const aoSoltar = ({ active, over }: DragEndEvent) => {
    const origem = visiveis.find((v) => v.chave === active.id);
    const destino = visiveis.find((v) => v.chave === over?.id);
    if (origem && destino) mover(origem.indice, destino.indice);
  };
  const anuncios: Announcements = {
    onDragStart: ({ active }) => {
      acabouDePegar.current = true;
      return `Item ${posicaoDe(active.id)} de ${titulo} pego, na posição ${posicaoDe(active.id)} de ${visiveis.length}.`;
    },
    onDragOver: ({ active, over }) => {
      // The first "over" is the picked item itself: announcing it would cut the pick-up message short.
      const primeiro = acabouDePegar.current;
      acabouDePegar.current = false;
      if (primeiro && over?.id === active.id) return undefined;
      return over ? `Item ${posicaoDe(active.id)} sobre a posição ${posicaoDe(over.id)} de ${visiveis.length}.` : `Item ${posicaoDe(active.id)} fora da lista.`;
    },
    onDragEnd: ({ active, over }) => (over ? `Item solto na posição ${posicaoDe(over.id)} de ${visiveis.length}.` : `Item ${posicaoDe(active.id)} solto fora da lista; a ordem não mudou.`),
    onDragCancel: ({ active }) => `Movimento cancelado; o item continua na posição ${posicaoDe(active.id)} de ${visiveis.length}.`,
  };

  const linhas = visiveis.map(({ chave: id, indice }, posicao) => {
    const conteudo = renderizarLinha({ indice, prefixo: `${nome}.${indice}` as `${ArrayPath<V>}.${number}` });
    const remover = (
      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => pedirRemocao(indice)} aria-label={`Remover item ${posicao + 1} de ${titulo}`}>
        Remover
      </Button>
    );
    if (!campoOrdem) {
      return (
        <Linha key={id} rotulo={`${titulo}: item ${posicao + 1}`} remover={remover}>
          {conteudo}
        </Linha>
      );
    }
    const botao = (passo: -1 | 1, texto: string, rotulo: string) => (
      <Button
        size="sm"
        variant="outline"
        ref={(elemento: HTMLButtonElement | null) => {
          if (elemento) botoes.current.set(`${id}:${passo}`, elemento);
          else botoes.current.delete(`${id}:${passo}`);
        }}
        onClick={() => moverComBotao(posicao, passo)}
        aria-label={`Mover item ${posicao + 1} de ${titulo} ${rotulo}`}
        title={`Mover ${rotulo}`}
      >
        {texto}
      </Button>
    );
    return (
      <LinhaOrdenavel key={id} id={id} rotulo={`${titulo}: item ${posicao + 1}`} rotuloAlca={`Arrastar item ${posicao + 1} de ${titulo}`} remover={remover}>
        {conteudo}
        <HStack gap="2" mt="2">
          {botao(-1, '↑', 'para cima')}
          {botao(1, '↓', 'para baixo')}
        </HStack>
      </LinhaOrdenavel>
    );
  });

  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="legend" size="sm" px="1">
        {titulo}
      </Heading>
      <Stack gap="3" mt="2">
        {visiveis.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {vazio ?? 'Nenhum item.'}
          </Text>
        ) : null}
        {campoOrdem ? (
          <DndContext sensors={sensores} collisionDetection={closestCenter} onDragEnd={aoSoltar} accessibility={{ announcements: anuncios, screenReaderInstructions: { draggable: INSTRUCOES } }}>
            <SortableContext items={visiveis.map((v) => v.chave)} strategy={verticalListSortingStrategy}>
              {linhas}
            </SortableContext>
          </DndContext>
        ) : (
          linhas
        )}
        {campoOrdem ? (
          <VisuallyHidden aria-live="polite" role="status">
            {aviso}
          </VisuallyHidden>
        ) : null}
        <Box>
          <Button size="sm" variant="outline" onClick={adicionar}>
            {rotuloAdicionar}
          </Button>
        </Box>
      </Stack>
      <Confirmacao
        aberta={aRemover !== null}
        texto={confirmarRemocao ?? ''}
        aoCancelar={() => setARemover(null)}
        aoConfirmar={() => {
          if (aRemover !== null) tirar(aRemover);
          setARemover(null);
        }}
      />
    </Box>
  );
}

interface PropsLinha {
  rotulo: string;
  remover: ReactNode;
  children: ReactNode;
  /** A alça de arrastar, nas linhas reordenáveis. */
  alca?: ReactNode;
  estilo?: CSSProperties;
  refLinha?: (elemento: HTMLElement | null) => void;
}

function Linha({ rotulo, remover, children, alca, estilo, refLinha }: PropsLinha) {
  return (
    <Flex ref={refLinha} style={estilo} gap="3" align="flex-end" wrap="wrap" borderBottomWidth="1px" pb="3" bg="bg" role="group" aria-label={rotulo}>
      {alca}
      <Box flex="1" minW="0">
        {children}
      </Box>
      {remover}
    </Flex>
  );
}

function LinhaOrdenavel({ id, rotuloAlca, ...props }: Omit<PropsLinha, 'alca' | 'estilo' | 'refLinha'> & { id: string; rotuloAlca: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, attributes: { roleDescription: 'item reordenável' } });
  const alca = (
    <Button
      ref={setActivatorNodeRef}
      size="sm"
      variant="ghost"
      alignSelf="center"
      cursor={isDragging ? 'grabbing' : 'grab'}
      style={{ touchAction: 'none' }}
      {...(attributes as HTMLAttributes<HTMLButtonElement>)}
      {...listeners}
      aria-label={rotuloAlca}
    >
      ⠿
    </Button>
  );
  return <Linha {...props} alca={alca} refLinha={setNodeRef} estilo={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined }} />;
}
