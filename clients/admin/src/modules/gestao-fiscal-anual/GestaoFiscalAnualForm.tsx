import { Field, Input, Stack } from '@chakra-ui/react';
import { CampoArquivo, CampoSelecao, validarPdf } from '../../kit/campos';
import { anoCorrente, anosEntre, opcoesDeAnos } from '../../kit/lista';
import type { PropsFormulario } from '../../kit/recurso';
import type { GestaoFiscalAnual } from './documentos';

/** Anos aceitos (back-office §5, §9); o servidor confere de novo. */
export const ANOS = anosEntre(anoCorrente() - 10, anoCorrente() + 2);

export interface ValoresGestaoFiscalAnual {
  ano: string;
  descricao: string;
  arquivo: File | null;
}

export function valoresIniciaisGestaoFiscalAnual(item?: GestaoFiscalAnual): ValoresGestaoFiscalAnual {
  return { ano: item ? String(item.ano) : String(anoCorrente()), descricao: item?.descricao ?? '', arquivo: null };
}

export function paraDadosGestaoFiscalAnual(v: ValoresGestaoFiscalAnual): Record<string, unknown> {
  return { ano: Number(v.ano), descricao: v.descricao.trim() || null, ...(v.arquivo ? { arquivo: v.arquivo } : {}) };
}

export function GestaoFiscalAnualForm({ form, item }: PropsFormulario<GestaoFiscalAnual, ValoresGestaoFiscalAnual>) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Stack gap="4" maxW="xl">
      <CampoSelecao control={control} name="ano" rotulo="Ano" opcoes={opcoesDeAnos(ANOS)} obrigatorio />
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
