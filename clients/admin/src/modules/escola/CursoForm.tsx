import { useQuery } from '@apollo/client/react';
import { OPCOES_CURSO } from '@alego/catalog';
import { Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { Path } from 'react-hook-form';
import { CampoSelecao } from '../../kit/campos';
import { LinhasAninhadas } from '../../kit/LinhasAninhadas';
import type { PropsFormulario } from '../../kit/recurso';
import { OpcoesEscolaDocument, type CursoDetalhe } from './documentos';
import type { ValoresCurso } from './escola.rules';

function Texto({ form, nome, rotulo, obrigatorio, tipo }: { form: PropsFormulario<CursoDetalhe, ValoresCurso>['form']; nome: Path<ValoresCurso>; rotulo: string; obrigatorio?: boolean; tipo?: string }) {
  return (
    <Field.Root required={obrigatorio} invalid={!!form.formState.errors[nome as keyof ValoresCurso]}>
      <Field.Label>
        {rotulo} {obrigatorio ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input type={tipo} {...form.register(nome, obrigatorio ? { required: true, validate: (v) => String(v).trim() !== '' } : {})} />
    </Field.Root>
  );
}

/** Curso: dados, vocabulários com os padrões do spec e os horários (turno, início e fim) como linhas aninhadas. */
export function CursoForm({ form }: PropsFormulario<CursoDetalhe, ValoresCurso>) {
  const { control } = form;
  const { data } = useQuery(OpcoesEscolaDocument);
  const opcoes = (campo: keyof typeof OPCOES_CURSO) => OPCOES_CURSO[campo].map((o) => ({ valor: o.valor, rotulo: o.rotulo }));
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Texto form={form} nome="titulo" rotulo="Título" obrigatorio />
        <CampoSelecao control={control} name="edicao" rotulo="Edição" vazio="Sem edição" opcoes={(data?.edicoesAdmin?.itens ?? []).map((e) => ({ valor: e.id, rotulo: `${e.titulo} (${e.ano})` }))} />
        <Texto form={form} nome="cargaHoraria" rotulo="Carga horária (horas)" obrigatorio tipo="number" />
        <Texto form={form} nome="vagas" rotulo="Vagas" obrigatorio tipo="number" />
        <Texto form={form} nome="dataInicio" rotulo="Data de início" obrigatorio tipo="date" />
        <Texto form={form} nome="dataFim" rotulo="Data de fim" obrigatorio tipo="date" />
        <Texto form={form} nome="local" rotulo="Local" />
        <Texto form={form} nome="docente" rotulo="Docente" />
        <CampoSelecao control={control} name="modalidade" rotulo="Modalidade" obrigatorio vazio={null} opcoes={opcoes('modalidade')} />
        <CampoSelecao control={control} name="localidade" rotulo="Localidade" obrigatorio vazio={null} opcoes={opcoes('localidade')} />
        <CampoSelecao control={control} name="tipoDocente" rotulo="Tipo de docente" obrigatorio vazio={null} opcoes={opcoes('tipoDocente')} />
        <CampoSelecao control={control} name="status" rotulo="Status" obrigatorio vazio={null} opcoes={opcoes('status')} />
        <CampoSelecao control={control} name="tipoTransmissao" rotulo="Tipo de transmissão" obrigatorio vazio={null} opcoes={opcoes('tipoTransmissao')} />
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Descrição</Field.Label>
        <Textarea rows={4} {...form.register('descricao')} />
      </Field.Root>
      <LinhasAninhadas
        form={form}
        nome="horarios"
        titulo="Horários"
        rotuloAdicionar="Adicionar horário"
        vazio="Nenhum horário."
        novaLinha={() => ({ turno: 'integral', horarioInicial: '', horarioFinal: '' })}
        linha={({ prefixo }) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" flex="1">
            <CampoSelecao control={control} name={`${prefixo}.turno` as Path<ValoresCurso>} rotulo="Turno" obrigatorio vazio={null} opcoes={opcoes('turno')} />
            <Field.Root required>
              <Field.Label>Horário inicial</Field.Label>
              <Input type="time" {...form.register(`${prefixo}.horarioInicial` as Path<ValoresCurso>, { required: true })} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Horário final</Field.Label>
              <Input type="time" {...form.register(`${prefixo}.horarioFinal` as Path<ValoresCurso>, { required: true })} />
            </Field.Root>
          </SimpleGrid>
        )}
      />
    </Stack>
  );
}
