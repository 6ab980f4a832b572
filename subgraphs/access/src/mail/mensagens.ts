import type { Email } from './carteiro.js';

const ASSINATURA = 'Opine Cidadão\nAssembleia Legislativa do Estado de Goiás';

function escapar(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One layout for every message: greeting, paragraphs, a button with the link (also written out), closing note. */
export function montar(para: string, assunto: string, nome: string, paragrafos: string[], acao: { rotulo: string; link: string }, rodape: string, assinatura = ASSINATURA): Email {
  const texto = [`Olá, ${nome}.`, ...paragrafos, `${acao.rotulo}: ${acao.link}`, rodape, assinatura].join('\n\n');
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family: Arial, sans-serif; color: #1a202c">',
    `<p>Olá, ${escapar(nome)}.</p>`,
    ...paragrafos.map((p) => `<p>${escapar(p)}</p>`),
    `<p><a href="${escapar(acao.link)}" style="background: #0b5394; color: #fff; padding: 10px 16px; border-radius: 4px; text-decoration: none">${escapar(acao.rotulo)}</a></p>`,
    `<p style="font-size: 13px">Se o botão não funcionar, copie este endereço no navegador:<br>${escapar(acao.link)}</p>`,
    `<p style="font-size: 13px; color: #4a5568">${escapar(rodape)}</p>`,
    `<p>${assinatura.split('\n').map(escapar).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { para, assunto, texto, html };
}

export function emailConfirmacao(para: string, nome: string, link: string): Email {
  return montar(
    para,
    'Confirme seu cadastro no Opine Cidadão',
    nome,
    ['Recebemos o seu cadastro no Opine Cidadão, o espaço de participação da Assembleia Legislativa.', 'Para ativá-lo, confirme o seu e-mail pelo link abaixo. Ele vale por 24 horas e só pode ser usado uma vez.'],
    { rotulo: 'Confirmar cadastro', link },
    'Se você não fez este cadastro, ignore esta mensagem: sem a confirmação, a conta não é ativada.',
  );
}

export function emailRecuperacao(para: string, nome: string, link: string): Email {
  return montar(
    para,
    'Crie uma nova senha do Opine Cidadão',
    nome,
    ['Recebemos um pedido para criar uma nova senha da sua conta no Opine Cidadão.', 'O link abaixo vale por 1 hora e só pode ser usado uma vez.'],
    { rotulo: 'Criar nova senha', link },
    'Se você não fez este pedido, ignore esta mensagem: a sua senha continua a mesma.',
  );
}

/** Answer to a sign-up with an e-mail that already has a confirmed account (the form itself says nothing). */
export function emailContaExistente(para: string, nome: string, link: string): Email {
  return montar(
    para,
    'Você já tem cadastro no Opine Cidadão',
    nome,
    ['Alguém tentou criar uma conta no Opine Cidadão com este e-mail, mas você já tem cadastro: basta entrar com o seu e-mail e a sua senha.', 'Se esqueceu a senha, crie uma nova pelo link abaixo (vale por 1 hora).'],
    { rotulo: 'Criar nova senha', link },
    'Se não foi você, ignore esta mensagem: nada muda na sua conta.',
  );
}

/** An administrator's link for a staff member to set their password (a forgotten one, or the first one). */
export function emailSenhaEquipe(para: string, nome: string, login: string, link: string): Email {
  return montar(
    para,
    'Defina a sua senha da administração do Portal da Assembleia',
    nome,
    [
      `A administração do Portal da Assembleia enviou este link para você definir a senha da sua conta (login: ${login}).`,
      'O link vale por 24 horas e só pode ser usado uma vez. Ao definir a nova senha, as sessões abertas com a senha anterior são encerradas.',
    ],
    { rotulo: 'Definir senha', link },
    'Se você não esperava esta mensagem, ignore-a e avise a equipe de tecnologia da Assembleia: a sua senha continua a mesma.',
    'Administração do Portal\nAssembleia Legislativa do Estado de Goiás',
  );
}
