import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { opcoesDe, TIPOS_AGENDA, TIPOS_ENVOLVIDO } from '@alego/catalog';
import { useWatch, type Path } from 'react-hook-form';
import { CampoTextoRico } from '../../kit/CampoTextoRico';
import { CampoDataFormulario, CampoSelecao } from '../../kit/campos';
import { LinhasAninhadas } from '../../kit/LinhasAninhadas';
import type { PropsFormulario } from '../../kit/recurso';
import { novoEvento, type ValoresAgenda } from './agenda.rules';
import type { AgendaDetalhe } from './documentos';

const REMOCAO = 'Tem certeza de que deseja excluir este evento? Esta ação não poderá ser desfeita.';

export function AgendaForm({ form }: PropsFormulario<AgendaDetalhe, ValoresAgenda>) {
  const { register, control } = form;
  const presidente = useWatch({ control, name: 'tipo' }) === 'presidente';
  const nome = (prefixo: string, campo: string) => `${prefixo}.${campo}` as Path<ValoresAgenda>;

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CampoDataFormulario control={control} name="data" rotulo="Data" obrigatorio />
        <CampoSelecao control={control} name="tipo" rotulo="Tipo" vazio={null} opcoes={opcoesDe(TIPOS_AGENDA)} />
      </SimpleGrid>
      {presidente ? <Text color="fg.muted">Na agenda do presidente os eventos não têm envolvidos: o tipo de envolvido e o envolvido são limpos ao salvar.</Text> : null}
      <LinhasAninhadas
        form={form}
        nome="agendaItens"
        titulo="Eventos"
        rotuloAdicionar="Adicionar evento"
        confirmarRemocao={REMOCAO}
        vazio="Nenhum evento: adicione ao menos um."
        novaLinha={novoEvento}
        linha={({ prefixo }) => (
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
              <Field.Root required>
                <Field.Label>
                  Horário <Field.RequiredIndicator />
                </Field.Label>
                <Input type="time" {...register(nome(prefixo, 'horario'))} />
              </Field.Root>
              <Field.Root required gridColumn={{ md: 'span 3' }}>
                <Field.Label>
                  Título <Field.RequiredIndicator />
                </Field.Label>
                <Input {...register(nome(prefixo, 'titulo'))} />
              </Field.Root>
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <Field.Root>
                <Field.Label>Local</Field.Label>
                <Input {...register(nome(prefixo, 'local'))} />
              </Field.Root>
              {presidente ? null : (
                <>
                  <CampoSelecao control={control} name={nome(prefixo, 'tipoEnvolvido')} rotulo="Tipo de envolvido" opcoes={opcoesDe(TIPOS_ENVOLVIDO)} />
                  <Field.Root>
                    <Field.Label>Envolvido</Field.Label>
                    <Input {...register(nome(prefixo, 'envolvido'))} />
                  </Field.Root>
                </>
              )}
            </SimpleGrid>
            <CampoTextoRico control={control} name={nome(prefixo, 'pauta')} rotulo="Pauta" />
          </Stack>
        )}
      />
    </Stack>
  );
}
