import { htmlDoRodape } from './barra';
import { Ilha } from './Ilha';

/** Rodapé fixo, montado só no servidor (barra.ts): nada dele entra no bundle do cliente. */
export function Footer() {
  return <Ilha id="rodape-ilha" servidor={import.meta.env.SSR ? htmlDoRodape : undefined} />;
}
