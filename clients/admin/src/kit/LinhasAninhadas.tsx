import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useFieldArray, useWatch, type ArrayPath, type FieldArray, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Confirmacao } from './Confirmacao';
import type { LinhaDoFormulario } from './nested';

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
}

/**
 * Linhas aninhadas com `useFieldArray`: a linha nova sai da lista; a guardada fica marcada `_destroy` (escondida) e
 * o servidor a exclui ao salvar. Um só componente para todo formulário com linhas.
 */
export function LinhasAninhadas<V extends FieldValues>({ form, nome, titulo, rotuloAdicionar, novaLinha, linha: renderizarLinha, confirmarRemocao, vazio, aoRecusar }: PropsLinhasAninhadas<V>) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: nome, keyName: '_chave' as 'id' });
  const valores = (useWatch({ control: form.control, name: nome as unknown as Path<V> }) ?? []) as LinhaDoFormulario[];
  const [aRemover, setARemover] = useState<number | null>(null);

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
  const visiveis = fields.map((campo, indice) => ({ campo, indice })).filter(({ indice }) => !valores[indice]?._destroy);

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
        {visiveis.map(({ campo, indice }, posicao) => (
          <Flex key={(campo as unknown as { _chave: string })._chave} gap="3" align="flex-end" wrap="wrap" borderBottomWidth="1px" pb="3" role="group" aria-label={`${titulo}: item ${posicao + 1}`}>
            <Box flex="1" minW="0">
              {renderizarLinha({ indice, prefixo: `${nome}.${indice}` as `${ArrayPath<V>}.${number}` })}
            </Box>
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => pedirRemocao(indice)} aria-label={`Remover item ${posicao + 1} de ${titulo}`}>
              Remover
            </Button>
          </Flex>
        ))}
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
