import { Button, Field, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { avisos } from '../shell/avisos';
import { adicionarPdfs, moverPdf, removerPdf, tamanhoDoPdf, type PdfDoFormulario } from './pdfs';

/**
 * Vários PDFs de um registro (campo `pdfs` do catálogo): a lista em ordem, com os guardados (link) e os escolhidos agora
 * (enviados ao salvar pelo mesmo pipeline de arquivos), setas para reordenar e remover. Salvar manda a lista inteira.
 */
export function CampoPdfs<V extends FieldValues>({ control, name, rotulo, ajuda, maximo }: { control: Control<V>; name: FieldPath<V>; rotulo: string; ajuda?: string; maximo?: number }) {
  const entrada = useRef<HTMLInputElement>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const lista = (Array.isArray(field.value) ? field.value : []) as PdfDoFormulario[];
        return (
          <Field.Root>
            <Field.Label>{rotulo}</Field.Label>
            <input
              ref={entrada}
              type="file"
              accept=".pdf,application/pdf"
              multiple
              aria-label={`Adicionar a ${rotulo}`}
              hidden
              onChange={(e) => {
                const escolhidos = [...(e.currentTarget.files ?? [])];
                e.currentTarget.value = '';
                const { lista: nova, erros } = adicionarPdfs(lista, escolhidos, maximo);
                for (const erro of erros) avisos.erro(erro);
                field.onChange(nova);
              }}
            />
            <Stack as="ol" gap="1" w="full" listStyleType="none" ps="0" aria-label={rotulo}>
              {lista.length === 0 ? (
                <Text as="li" fontSize="sm" color="fg.muted">
                  Nenhum arquivo
                </Text>
              ) : null}
              {lista.map((pdf, indice) => (
                <HStack as="li" key={pdf.chave ?? `${pdf.nome}-${indice}`} gap="2" wrap="wrap" borderBottomWidth="1px" py="1">
                  <Text fontSize="sm" flex="1" minW="40">
                    {pdf.url ? (
                      <Link href={pdf.url} target="_blank" rel="noreferrer">
                        {pdf.nome}
                      </Link>
                    ) : (
                      `${pdf.nome} (novo)`
                    )}{' '}
                    <Text as="span" color="fg.muted">
                      {tamanhoDoPdf(pdf.tamanho)}
                    </Text>
                  </Text>
                  <Button size="xs" variant="ghost" disabled={indice === 0} onClick={() => field.onChange(moverPdf(lista, indice, -1))} aria-label={`Subir ${pdf.nome}`}>
                    ↑
                  </Button>
                  <Button size="xs" variant="ghost" disabled={indice === lista.length - 1} onClick={() => field.onChange(moverPdf(lista, indice, 1))} aria-label={`Descer ${pdf.nome}`}>
                    ↓
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => field.onChange(removerPdf(lista, indice))} aria-label={`Remover ${pdf.nome}`}>
                    Remover
                  </Button>
                </HStack>
              ))}
            </Stack>
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => entrada.current?.click()}>
              Adicionar PDF
            </Button>
            {ajuda ? <Field.HelperText>{ajuda}</Field.HelperText> : null}
          </Field.Root>
        );
      }}
    />
  );
}
