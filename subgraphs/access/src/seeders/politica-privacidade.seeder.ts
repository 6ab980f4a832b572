import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { PoliticaPrivacidade } from '../modules/politica-privacidade/politica-privacidade.entity.js';

/** The version the demo citizen accepted at sign-up (the one in force in the demo data). */
export const VERSAO_DE_DEMONSTRACAO = '3';

const SECOES = [
  ['Quem somos', '<p>A Assembleia Legislativa do Estado de Goiás (Alego) é a controladora dos dados pessoais tratados neste portal. O encarregado pelo tratamento de dados pessoais atende pelo e-mail <a href="mailto:encarregado@al.go.leg.br">encarregado@al.go.leg.br</a>.</p>'],
  ['Quais dados tratamos', '<p>No cadastro do Opine Cidadão: nome, e-mail, telefone e município (os dois últimos opcionais). Nos formulários de contato, de acesso à informação e de credenciamento de imprensa: os dados que você informa. Em toda visita: o endereço IP e o registro de acesso, guardados por seis meses (Marco Civil da Internet, art. 15).</p>'],
  ['Para que usamos', '<p>Para identificar quem participa das consultas públicas, responder às suas mensagens e pedidos, e cumprir obrigações legais. Não vendemos nem compartilhamos os seus dados para fins comerciais.</p>'],
  ['Seus direitos', '<p>Você pode confirmar a existência do tratamento, acessar e corrigir os seus dados, pedir a exportação de tudo o que guardamos e a exclusão da sua conta, na área do cidadão (página "Meu perfil"), ou pelo canal do encarregado. Veja <a href="https://www.al.go.leg.br/sites/lgpd">LGPD na Alego</a>.</p>'],
] as const;

function texto(extra: string): string {
  return SECOES.map(([titulo, corpo]) => `<h2>${titulo}</h2>${corpo}`).join('') + extra;
}

/** Three versions of the policy, the newest in force (fictional text in the assembly's voice). */
export class PoliticaPrivacidadeSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    em.create(PoliticaPrivacidade, { versao: 1, vigenteDesde: '2023-05-02', resumoAlteracoes: 'Primeira versão publicada.', conteudo: texto('') });
    em.create(PoliticaPrivacidade, {
      versao: 2,
      vigenteDesde: '2024-08-01',
      resumoAlteracoes: 'Inclui o login com Google e Facebook e os dados que esses provedores nos enviam.',
      conteudo: texto('<h2>Login social</h2><p>Ao entrar com Google ou Facebook, recebemos do provedor apenas o seu nome, o seu e-mail e um identificador da conta.</p>'),
    });
    em.create(PoliticaPrivacidade, {
      versao: Number(VERSAO_DE_DEMONSTRACAO),
      vigenteDesde: '2026-01-15',
      resumoAlteracoes: 'Inclui os cursos da Escola do Legislativo e a emissão de certificados com código de verificação.',
      conteudo: texto(
        '<h2>Login social</h2><p>Ao entrar com Google ou Facebook, recebemos do provedor apenas o seu nome, o seu e-mail e um identificador da conta.</p><h2>Escola do Legislativo</h2><p>Nas inscrições em cursos guardamos o seu nome e CPF para emitir o certificado, que leva um código de verificação público.</p>',
      ),
    });
  }
}
