import { OPCOES_CURSO, TURNOS } from '@alego/catalog';
import { DataList, Stack } from '@chakra-ui/react';
import { possuiPermissoes } from '../../auth/permissoes';
import type { CursoDetalhe } from './documentos';
import { InscritosCurso } from './InscritosCurso';

const rotulo = (campo: keyof typeof OPCOES_CURSO, valor: string) => OPCOES_CURSO[campo].find((o) => o.valor === valor)?.rotulo ?? valor;

/** O curso, seus horários e os inscritos (back-office §2: a exibição lista as inscrições e muda a situação delas). */
export function ExibicaoCurso({ item }: { item: CursoDetalhe }) {
  const linhas: [string, string][] = [
    ['Título', item.titulo],
    ['Edição', item.edicaoDados?.titulo ?? '—'],
    ['Período', item.periodo],
    ['Carga horária', `${item.cargaHoraria} horas`],
    ['Vagas', `${item.vagas} (restantes: ${item.vagasRestantes})`],
    ['Modalidade', rotulo('modalidade', item.modalidade)],
    ['Localidade', rotulo('localidade', item.localidade)],
    ['Tipo de docente', rotulo('tipoDocente', item.tipoDocente)],
    ['Docente', item.docente ?? '—'],
    ['Local', item.local ?? '—'],
    ['Status', item.statusDescricao],
    ['Tipo de transmissão', rotulo('tipoTransmissao', item.tipoTransmissao)],
    ['Horários', item.horarios.map((h) => `${TURNOS[h.turno as keyof typeof TURNOS] ?? h.turno} ${h.horarioInicial}–${h.horarioFinal}`).join('; ')],
  ];
  return (
    <Stack gap="6">
      <DataList.Root orientation="horizontal">
        {linhas.map(([r, v]) => (
          <DataList.Item key={r}>
            <DataList.ItemLabel>{r}</DataList.ItemLabel>
            <DataList.ItemValue>{v}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {possuiPermissoes(['api/admin/inscritos_curso#index']) ? <InscritosCurso cursoId={item.id} /> : null}
    </Stack>
  );
}
