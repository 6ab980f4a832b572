import { CampoData } from '@alego/ui';
import { Button, Field, HStack, Link, NativeSelect, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Controller, useController, type Control, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { avisos } from '../shell/avisos';
import type { OpcaoDaSelecao } from './lista';

/**
 * Caixa de seleção de um formulário, controlada pelo valor do react-hook-form (`control` + `name`).
 *
 * Controlada, e não por `register`: com `register` o react-hook-form escreve o valor no `<select>` uma vez, quando ele
 * monta; se as opções chegam depois (consulta de partidos, deputados, tipos…), o navegador não acha a opção e mostra
 * a vazia ("Selecione"), embora o registro tenha o valor. Aqui o React reaplica o valor a cada renderização, então a
 * opção guardada aparece assim que existe. Enquanto ela não existe (opções a carregar, ou um valor que saiu da lista,
 * como um deputado fora de exercício), uma opção própria mostra o valor atual em vez de escondê-lo.
 */
export function CampoSelecao<V extends FieldValues>({
  control,
  name,
  rotulo,
  opcoes,
  regras,
  obrigatorio,
  vazio = 'Selecione',
  rotuloAusente = (valor) => `Valor atual (${valor})`,
  ajuda,
  desabilitado,
  aoMudar,
}: {
  control: Control<V>;
  name: FieldPath<V>;
  rotulo: string;
  opcoes: readonly OpcaoDaSelecao[];
  regras?: Omit<RegisterOptions<V, FieldPath<V>>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  obrigatorio?: boolean;
  /** Texto da opção vazia; `null`: sem opção vazia (sempre há um valor). */
  vazio?: string | null;
  /** Rótulo do valor guardado que não está entre as opções. */
  rotuloAusente?: (valor: string) => string;
  ajuda?: string;
  desabilitado?: boolean;
  /** Em vez de só gravar o valor (ex.: mudar outros campos junto). */
  aoMudar?: (valor: string) => void;
}) {
  const { field, fieldState } = useController({ control, name, rules: { required: obrigatorio, ...regras } });
  const valor = field.value === null || field.value === undefined ? '' : String(field.value);
  const ausente = valor !== '' && !opcoes.some((o) => o.valor === valor);
  return (
    <Field.Root required={obrigatorio} invalid={fieldState.invalid} disabled={desabilitado}>
      <Field.Label>
        {rotulo} {obrigatorio ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.name}
          ref={field.ref}
          value={valor}
          onBlur={field.onBlur}
          onChange={(e) => {
            const escolhido = e.currentTarget.value;
            if (aoMudar) aoMudar(escolhido);
            // Mantém o tipo do valor guardado (número continua número).
            else field.onChange(typeof field.value === 'number' && escolhido !== '' ? Number(escolhido) : escolhido);
          }}
        >
          {vazio !== null ? <option value="">{vazio}</option> : null}
          {ausente ? <option value={valor}>{rotuloAusente(valor)}</option> : null}
          {opcoes.map((o) => (
            <option key={o.valor} value={o.valor}>
              {o.rotulo}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {ajuda ? <Field.HelperText>{ajuda}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** Data (ou data e hora) de um formulário: o `CampoData` de `@alego/ui` (dd/mm/aaaa, 24 h) com o valor ISO no react-hook-form. */
export function CampoDataFormulario<V extends FieldValues>({
  control,
  name,
  rotulo,
  comHora,
  obrigatorio,
}: {
  control: Control<V>;
  name: FieldPath<V>;
  rotulo: string;
  comHora?: boolean;
  obrigatorio?: boolean;
}) {
  const { field, fieldState } = useController({ control, name, rules: { required: obrigatorio } });
  return <CampoData rotulo={rotulo} valor={field.value as string | null} aoMudar={field.onChange} comHora={comHora} obrigatorio={obrigatorio} invalido={fieldState.invalid} />;
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
