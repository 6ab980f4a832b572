import { Button, Field, HStack, Link, NativeSelect, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { avisos } from '../shell/avisos';
import type { OpcaoDaSelecao } from './lista';

/** Caixa de seleção de um formulário (ano, mês, tipo…), ligada ao react-hook-form por `registro`. */
export function CampoSelecao({
  rotulo,
  opcoes,
  registro,
  obrigatorio,
  invalido,
  vazio = 'Selecione',
}: {
  rotulo: string;
  opcoes: readonly OpcaoDaSelecao[];
  registro: UseFormRegisterReturn;
  obrigatorio?: boolean;
  invalido?: boolean;
  /** Texto da opção vazia. */
  vazio?: string;
}) {
  return (
    <Field.Root required={obrigatorio} invalid={invalido}>
      <Field.Label>
        {rotulo} {obrigatorio ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...registro}>
          <option value="">{vazio}</option>
          {opcoes.map((o) => (
            <option key={o.valor} value={o.valor}>
              {o.rotulo}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Arquivo já guardado de um registro (o que a API devolve). */
export interface ArquivoAtual {
  nome: string;
  url: string;
}

/**
 * Campo de arquivo (PDF, CSV…): guarda o `File` escolhido no formulário; sem escolha, o registro mantém o atual.
 * `validar` recusa o arquivo antes do envio com um aviso (tipo, tamanho).
 */
export function CampoArquivo<V extends FieldValues>({
  control,
  name,
  rotulo,
  accept,
  atual,
  ajuda,
  obrigatorio,
  validar,
}: {
  control: Control<V>;
  name: FieldPath<V>;
  rotulo: string;
  accept: string;
  atual?: ArquivoAtual | null;
  ajuda?: string;
  obrigatorio?: boolean;
  validar?: (arquivo: File) => string | undefined;
}) {
  const entrada = useRef<HTMLInputElement>(null);
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate: (valor: unknown) => !obrigatorio || !!atual || valor instanceof File }}
      render={({ field, fieldState }) => {
        const valor: unknown = field.value;
        const escolhido = valor instanceof File ? valor : null;
        return (
          <Field.Root required={obrigatorio} invalid={!!fieldState.error}>
            <Field.Label>
              {rotulo} {obrigatorio ? <Field.RequiredIndicator /> : null}
            </Field.Label>
            <input
              ref={entrada}
              type="file"
              accept={accept}
              aria-label={rotulo}
              hidden
              onChange={(e) => {
                const arquivo = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (!arquivo) return;
                const erro = validar?.(arquivo);
                if (erro) return void avisos.erro(erro);
                field.onChange(arquivo);
              }}
            />
            <HStack gap="3" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {escolhido ? (
                  escolhido.name
                ) : atual ? (
                  <Link href={atual.url} target="_blank" rel="noreferrer">
                    {atual.nome}
                  </Link>
                ) : (
                  'Nenhum arquivo'
                )}
              </Text>
              <Button size="sm" variant="outline" onClick={() => entrada.current?.click()}>
                {escolhido || atual ? 'Trocar arquivo' : 'Escolher arquivo'}
              </Button>
            </HStack>
            {ajuda ? <Field.HelperText>{ajuda}</Field.HelperText> : null}
          </Field.Root>
        );
      }}
    />
  );
}

export const MENSAGEM_PDF_INVALIDO = 'Tipo de arquivo inválido. Envie um arquivo .pdf';

/** PDF pelo nome ou tipo informado pelo navegador (o gateway confere os bytes). */
export function validarPdf(arquivo: File): string | undefined {
  return /\.pdf$/i.test(arquivo.name) || arquivo.type === 'application/pdf' ? undefined : MENSAGEM_PDF_INVALIDO;
}
