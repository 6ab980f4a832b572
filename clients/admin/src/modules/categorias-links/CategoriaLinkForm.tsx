import { Field, Input, Stack } from '@chakra-ui/react';
import type { PropsFormulario } from '../../kit/recurso';
import type { CategoriaLink } from './documentos';

export interface ValoresCategoriaLink {
  nome: string;
  ordem: string;
}

export function CategoriaLinkForm({ form }: PropsFormulario<CategoriaLink, ValoresCategoriaLink>) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Stack gap="4" maxW="xl">
      <Field.Root required invalid={!!errors.nome}>
        <Field.Label>
          Nome <Field.RequiredIndicator />
        </Field.Label>
        <Input {...register('nome', { required: true, validate: (v) => v.trim() !== '' })} />
      </Field.Root>
      <Field.Root required invalid={!!errors.ordem}>
        <Field.Label>
          Ordem <Field.RequiredIndicator />
        </Field.Label>
        <Input type="number" inputMode="numeric" {...register('ordem', { required: true, pattern: /^-?\d+$/ })} />
      </Field.Root>
    </Stack>
  );
}
