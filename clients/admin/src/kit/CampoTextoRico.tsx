import { Box, Field, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';

// O editor (Slate) só carrega quando um formulário com texto rico abre.
const EditorRico = lazy(() => import('./editor/EditorRico').then((m) => ({ default: m.EditorRico })));

/**
 * Texto rico (HTML) de um formulário com o editor do kit: conteúdo de notícias, biografias, descrições de comissões.
 * O servidor saneia o HTML de novo ao guardar.
 */
export function CampoTextoRico<V extends FieldValues>({
  control,
  name,
  rotulo,
  obrigatorio,
  regras,
  ajuda,
  altura,
}: {
  control: Control<V>;
  name: FieldPath<V>;
  rotulo: string;
  obrigatorio?: boolean;
  regras?: Pick<RegisterOptions<V, FieldPath<V>>, 'validate'>;
  ajuda?: string;
  /** Altura mínima do editor em pixels (padrão: a do editor). */
  altura?: number;
}) {
  const { field, fieldState } = useController({ control, name, rules: { required: obrigatorio, ...regras } });
  return (
    <Field.Root required={obrigatorio} invalid={fieldState.invalid}>
      <Field.Label>
        {rotulo} {obrigatorio ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Box w="full">
        <Suspense fallback={<Text color="fg.muted">Carregando o editor...</Text>}>
          <EditorRico valor={(field.value as string | null) ?? ''} aoMudar={field.onChange} rotulo={rotulo} invalido={fieldState.invalid} {...(altura ? { altura: `${altura}px` } : {})} />
        </Suspense>
      </Box>
      {ajuda ? <Field.HelperText>{ajuda}</Field.HelperText> : null}
    </Field.Root>
  );
}
