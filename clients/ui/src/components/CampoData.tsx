import { DateInput, DatePicker, Field, HStack, IconButton, Portal } from '@chakra-ui/react';
import { CalendarDate, CalendarDateTime, parseDate, parseDateTime, type DateValue } from '@internationalized/date';

/** Data (e hora) no formato que a API guarda: "2026-04-05" ou "2026-04-05T14:30"; vazio quando incompleta. */
export type DataIso = string;

/** "2026-04-05" / "2026-04-05T14:30" → valor do seletor (nada quando vazio ou inválido). */
export function deIso(iso: DataIso | null | undefined, comHora: boolean): DateValue | undefined {
  if (!iso) return undefined;
  try {
    if (!comHora) return parseDate(iso.slice(0, 10));
    return iso.length <= 10 ? parseDateTime(`${iso.slice(0, 10)}T00:00`) : parseDateTime(iso.slice(0, 16));
  } catch {
    return undefined;
  }
}

/** Valor do seletor → ISO local sem fuso ("2026-04-05" ou "2026-04-05T14:30"). */
export function paraIso(valor: DateValue | undefined, comHora: boolean): DataIso {
  if (!valor) return '';
  const dia = new CalendarDate(valor.year, valor.month, valor.day).toString();
  if (!comHora) return dia;
  const comTempo = 'hour' in valor ? (valor as CalendarDateTime) : new CalendarDateTime(valor.year, valor.month, valor.day);
  return `${dia}T${String(comTempo.hour).padStart(2, '0')}:${String(comTempo.minute).padStart(2, '0')}`;
}

export interface CampoDataProps {
  rotulo: string;
  /** ISO ("2026-04-05", com hora "2026-04-05T14:30") ou vazio. */
  valor: DataIso | null | undefined;
  aoMudar: (valor: DataIso) => void;
  /** Também hora e minuto (24 h). */
  comHora?: boolean;
  /** Nome do campo escondido que leva o valor ISO num formulário comum. */
  name?: string;
  obrigatorio?: boolean;
  invalido?: boolean;
  desabilitado?: boolean;
  ajuda?: string;
}

const LOCALE = 'pt-BR';
const VISOES = { day: 'dias', month: 'meses', year: 'anos' } as const;
/** Nomes que o leitor de tela ouve no calendário (o zag os traz em inglês). */
const TRADUCOES_CALENDARIO = {
  content: 'Calendário',
  dayCell: (dia: { valueText: string; selected: boolean }) => `${dia.selected ? 'Escolhido' : 'Escolher'}: ${dia.valueText}`,
  nextTrigger: (visao: keyof typeof VISOES) => `Próximos ${VISOES[visao]}`,
  prevTrigger: (visao: keyof typeof VISOES) => `${VISOES[visao][0]!.toUpperCase()}${VISOES[visao].slice(1)} anteriores`,
  viewTrigger: (_visao: keyof typeof VISOES, proxima: keyof typeof VISOES | undefined) => (proxima ? `Ver ${VISOES[proxima]}` : 'Ver dias'),
  monthSelect: 'Mês',
  yearSelect: 'Ano',
};
const NOMES_DAS_PARTES = { day: 'Dia', month: 'Mês', year: 'Ano', hour: 'Hora', minute: 'Minuto' } as const;

/**
 * Data (e hora) em pt-BR: dd/mm/aaaa e 24 h, digitada por partes (cada parte só aceita números, como uma máscara;
 * setas sobem e descem) ou escolhida num calendário. Não depende da língua do navegador, ao contrário do
 * `<input type="date">`, que o Chromium em inglês mostra como mm/dd/yyyy. Guarda sempre o ISO.
 */
export function CampoData({ rotulo, valor, aoMudar, comHora = false, name, obrigatorio, invalido, desabilitado, ajuda }: CampoDataProps) {
  const atual = deIso(valor, comHora);
  const lista = atual ? [atual] : [];
  return (
    <Field.Root required={obrigatorio} invalid={invalido} disabled={desabilitado}>
      <DateInput.Root
        locale={LOCALE}
        hourCycle={24}
        granularity={comHora ? 'minute' : 'day'}
        value={lista}
        onValueChange={(e) => aoMudar(paraIso(e.value[0], comHora))}
        name={name}
        // O campo escondido (formulários comuns) leva o ISO, não o texto exibido.
        format={(data) => paraIso(data, comHora)}
        required={obrigatorio}
        invalid={invalido}
        disabled={desabilitado}
        width="full"
      >
        <DateInput.Label>
          {rotulo} {obrigatorio ? <Field.RequiredIndicator /> : null}
        </DateInput.Label>
        <HStack gap="2" width="full">
          <DateInput.Control flex="1">
            <DateInput.SegmentGroup>
              <DateInput.Context>
                {(api) =>
                  api.getSegments().map((segmento, i) => (
                    // O zag nomeia as partes em inglês ("Day"); o leitor de tela ouve o nome em português.
                    <DateInput.Segment key={i} segment={segmento} css={{ '&[data-placeholder-shown]': { color: 'fg.muted' } }} aria-label={segmento.type in NOMES_DAS_PARTES ? NOMES_DAS_PARTES[segmento.type as keyof typeof NOMES_DAS_PARTES] : undefined} />
                  ))
                }
              </DateInput.Context>
            </DateInput.SegmentGroup>
          </DateInput.Control>
          <DatePicker.Root
            locale={LOCALE}
            value={lista.map((d) => new CalendarDate(d.year, d.month, d.day))}
            onValueChange={(e) => {
              const dia = e.value[0];
              if (!dia) return;
              // O calendário escolhe o dia; a hora digitada fica.
              const hora = atual && 'hour' in atual ? (atual as CalendarDateTime) : undefined;
              aoMudar(paraIso(comHora ? new CalendarDateTime(dia.year, dia.month, dia.day, hora?.hour ?? 0, hora?.minute ?? 0) : dia, comHora));
            }}
            disabled={desabilitado}
            translations={TRADUCOES_CALENDARIO}
            width="auto"
          >
            <DatePicker.Control>
              <DatePicker.Trigger asChild>
                <IconButton variant="outline" aria-label={`Abrir calendário: ${rotulo}`}>
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                    <rect x="3" y="5" width="18" height="16" rx="2" />
                    <path d="M16 3v4M8 3v4M3 10h18" />
                  </svg>
                </IconButton>
              </DatePicker.Trigger>
            </DatePicker.Control>
            <Portal>
              <DatePicker.Positioner>
                <DatePicker.Content>
                  <DatePicker.View view="day">
                    <DatePicker.Header />
                    <DatePicker.DayTable />
                  </DatePicker.View>
                  <DatePicker.View view="month">
                    <DatePicker.Header />
                    <DatePicker.MonthTable />
                  </DatePicker.View>
                  <DatePicker.View view="year">
                    <DatePicker.Header />
                    <DatePicker.YearTable />
                  </DatePicker.View>
                </DatePicker.Content>
              </DatePicker.Positioner>
            </Portal>
          </DatePicker.Root>
        </HStack>
        <DateInput.HiddenInput />
      </DateInput.Root>
      {ajuda ? <Field.HelperText>{ajuda}</Field.HelperText> : null}
    </Field.Root>
  );
}
