import { useQuery } from '@apollo/client/react';
import { Checkbox, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { CampoSelecao } from '../../kit/campos';
import { LinhasAninhadas } from '../../kit/LinhasAninhadas';
import type { PropsFormulario } from '../../kit/recurso';
import { OpcoesLegislaturaDocument, type LegislaturaDetalhe } from './documentos';
import type { LinhaDeputado, ValoresLegislatura } from './legislatura.rules';

export function LegislaturaForm({ form }: PropsFormulario<LegislaturaDetalhe, ValoresLegislatura>) {
  const { register, control } = form;
  const erros = form.formState.errors;
  const { data } = useQuery(OpcoesLegislaturaDocument);
  const linhas = (useWatch({ control, name: 'deputadoLegislaturas' }) ?? []) as LinhaDeputado[];
  const ano = { required: true, pattern: /^\d{4}$/ };
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Field.Root required invalid={!!erros.numero}>
          <Field.Label>
            Número <Field.RequiredIndicator />
          </Field.Label>
          <Input inputMode="numeric" {...register('numero', { required: true, pattern: /^\d+$/ })} />
        </Field.Root>
        <Field.Root required invalid={!!erros.descricao}>
          <Field.Label>
            Descrição <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('descricao', { required: true, validate: (v) => v.trim() !== '' })} />
        </Field.Root>
        <CampoSelecao control={control} name="tipo" rotulo="Tipo" vazio={null} opcoes={(data?.tiposLegislatura ?? []).map((t) => ({ valor: String(t.id), rotulo: t.nome }))} />
        <Field.Root required invalid={!!erros.anoInicio}>
          <Field.Label>
            Ano de Início <Field.RequiredIndicator />
          </Field.Label>
          <Input inputMode="numeric" {...register('anoInicio', ano)} />
        </Field.Root>
        <Field.Root required invalid={!!erros.anoFim}>
          <Field.Label>
            Ano Fim <Field.RequiredIndicator />
          </Field.Label>
          <Input inputMode="numeric" {...register('anoFim', ano)} />
        </Field.Root>
        <Controller
          control={control}
          name="atual"
          render={({ field }) => (
            <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(!!e.checked)} mt="7">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Legislatura atual</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </SimpleGrid>
      <LinhasAninhadas
        form={form}
        nome="deputadoLegislaturas"
        titulo="Deputados"
        rotuloAdicionar="Adicionar deputado"
        vazio="Nenhum deputado."
        novaLinha={() => ({ deputadoId: '', rotulo: '' })}
        linha={({ indice, prefixo }) =>
          linhas[indice]?.registroId ? (
            <Text py="2">{linhas[indice]?.rotulo}</Text>
          ) : (
            <CampoSelecao
              control={control}
              name={`${prefixo}.deputadoId` as Path<ValoresLegislatura>}
              rotulo="Deputado"
              opcoes={(data?.deputados?.itens ?? []).map((d) => ({ valor: d.id, rotulo: `${d.nome}${d.partido ? ` (${d.partido.sigla})` : ''}` }))}
            />
          )
        }
      />
    </Stack>
  );
}
