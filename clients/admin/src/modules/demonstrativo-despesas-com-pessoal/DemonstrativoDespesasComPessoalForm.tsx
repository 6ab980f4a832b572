import { Field, Input, Stack } from '@chakra-ui/react';
import { CampoArquivo, CampoSelecao, validarPdf } from '../../kit/campos';
import { anoCorrente, anosEntre, opcoesDeAnos } from '../../kit/lista';
import type { PropsFormulario } from '../../kit/recurso';
import type { DemonstrativoDespesasComPessoal } from './documentos';

/** Anos aceitos (back-office §5, §9); o servidor confere de novo. */
export const ANOS = anosEntre(anoCorrente() - 12, anoCorrente() + 1);

export interface ValoresDemonstrativoDespesasComPessoal {
  ano: string;
  descricao: string;
  arquivo: File | null;
}

export function valoresIniciaisDemonstrativoDespesasComPessoal(item?: DemonstrativoDespesasComPessoal): ValoresDemonstrativoDespesasComPessoal {
  return { ano: item ? String(item.ano) : '', descricao: item?.descricao ?? '', arquivo: null };
}

export function paraDadosDemonstrativoDespesasComPessoal(v: ValoresDemonstrativoDespesasComPessoal): Record<string, unknown> {
  return { ano: Number(v.ano), descricao: v.descricao.trim() || null, ...(v.arquivo ? { arquivo: v.arquivo } : {}) };
}

export function DemonstrativoDespesasComPessoalForm({ form, item }: PropsFormulario<DemonstrativoDespesasComPessoal, ValoresDemonstrativoDespesasComPessoal>) {
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
