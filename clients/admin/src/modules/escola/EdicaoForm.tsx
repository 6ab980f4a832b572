import { useQuery } from '@apollo/client/react';
import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { CampoSelecao } from '../../kit/campos';
import type { PropsFormulario } from '../../kit/recurso';
import { OpcoesEscolaDocument, type EdicaoDetalhe } from './documentos';
import type { ValoresEdicao } from './escola.rules';

export function EdicaoForm({ form }: PropsFormulario<EdicaoDetalhe, ValoresEdicao>) {
  const { data } = useQuery(OpcoesEscolaDocument);
  const erros = form.formState.errors;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <CampoSelecao control={form.control} name="programa" rotulo="Programa" obrigatorio opcoes={(data?.programasAdmin?.itens ?? []).map((p) => ({ valor: p.id, rotulo: p.nome }))} />
      <Field.Root required invalid={!!erros.titulo}>
        <Field.Label>
          Título <Field.RequiredIndicator />
        </Field.Label>
        <Input {...form.register('titulo', { required: true, validate: (v) => v.trim() !== '' })} />
      </Field.Root>
      <Field.Root required invalid={!!erros.ano}>
        <Field.Label>
          Ano <Field.RequiredIndicator />
        </Field.Label>
        <Input inputMode="numeric" {...form.register('ano', { required: true, pattern: /^\d{4}$/ })} />
      </Field.Root>
    </SimpleGrid>
  );
}

export function ProgramaForm({ form }: PropsFormulario<{ id: string }, { nome: string; descricao: string }>) {
  return (
    <SimpleGrid columns={1} gap="4">
      <Field.Root required invalid={!!form.formState.errors.nome}>
        <Field.Label>
          Nome <Field.RequiredIndicator />
        </Field.Label>
        <Input {...form.register('nome', { required: true, validate: (v) => v.trim() !== '' })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Descrição</Field.Label>
        <Input {...form.register('descricao')} />
      </Field.Root>
    </SimpleGrid>
  );
}
