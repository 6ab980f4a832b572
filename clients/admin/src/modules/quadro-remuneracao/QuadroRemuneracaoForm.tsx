import { Field, Input, Stack } from '@chakra-ui/react';
import { CampoArquivo, CampoSelecao, validarPdf } from '../../kit/campos';
import { anosEntre, OPCOES_MESES, opcoesDeAnos } from '../../kit/lista';
import type { PropsFormulario } from '../../kit/recurso';
import type { QuadroRemuneracao } from './documentos';

/** Anos aceitos (back-office §5, §9); o servidor confere de novo. */
export const ANOS = anosEntre(1992, 2014);

export interface ValoresQuadroRemuneracao {
  ano: string;
  mes: string;
  descricao: string;
  arquivo: File | null;
}

export function valoresIniciaisQuadroRemuneracao(item?: QuadroRemuneracao): ValoresQuadroRemuneracao {
  return { ano: item ? String(item.ano) : '', mes: item?.mes ? String(item.mes) : '', descricao: item?.descricao ?? '', arquivo: null };
}

export function paraDadosQuadroRemuneracao(v: ValoresQuadroRemuneracao): Record<string, unknown> {
  return { ano: Number(v.ano), mes: Number(v.mes), descricao: v.descricao.trim() || null, ...(v.arquivo ? { arquivo: v.arquivo } : {}) };
}

export function QuadroRemuneracaoForm({ form, item }: PropsFormulario<QuadroRemuneracao, ValoresQuadroRemuneracao>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Stack gap="4" maxW="xl">
      <CampoSelecao control={control} name="ano" rotulo="Ano" opcoes={opcoesDeAnos(ANOS)} obrigatorio />
      <CampoSelecao control={control} name="mes" rotulo="Mês" opcoes={OPCOES_MESES} obrigatorio />
      <Field.Root invalid={!!errors.descricao}>
        <Field.Label>
          Descrição
        </Field.Label>
        <Input {...register('descricao', {})} />
      </Field.Root>
      <CampoArquivo control={control} name="arquivo" rotulo="Arquivo PDF" accept=".pdf,application/pdf" atual={item?.arquivo} ajuda="Somente .pdf." obrigatorio={true} validar={validarPdf} />
    </Stack>
  );
}
