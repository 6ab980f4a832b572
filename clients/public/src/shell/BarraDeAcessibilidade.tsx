import './acessibilidade.css';
import { htmlDaBarra } from './barra';
import { Ilha } from './Ilha';

/**
 * Barra de acessibilidade (eMAG) no topo de toda página: atalhos Alt+1 a Alt+4, página
 * de acessibilidade, alto contraste e tamanho da fonte (barra.ts, preferencias.ts).
 * Funciona antes da hidratação e quase nada custa ao bundle do cliente.
 */
export function BarraDeAcessibilidade() {
  return <Ilha id="barra-acessibilidade" servidor={import.meta.env.SSR ? htmlDaBarra : undefined} />;
}
