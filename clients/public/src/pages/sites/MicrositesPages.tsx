import { PageTitle } from '@alego/ui';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SITE } from '../../site';

// Páginas de texto fixo (docs/microsites.md): o conteúdo é decisão registrada, não cadastro do admin.

const Lista = chakra('ul', { base: { ps: '6', listStyleType: 'disc', display: 'flex', flexDirection: 'column', gap: '2' } });
const Passos = chakra('ol', { base: { ps: '6', listStyleType: 'decimal', display: 'flex', flexDirection: 'column', gap: '2' } });
const Codigo = chakra('code', { base: { px: '1', bg: 'bg.muted', borderRadius: 'sm', fontSize: '0.95em', wordBreak: 'break-all' } });

function Secao(props: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={props.id}>
      <Heading as="h2" id={props.id} size="lg" mb="3">
        {props.titulo}
      </Heading>
      <Stack gap="3">{props.children}</Stack>
    </Box>
  );
}

/** Link para outra página do portal (navegação do react-router, um <a> comum sem JavaScript). */
function Interno(props: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={props.to}>{props.children}</RouterLink>
    </Link>
  );
}

function Externo(props: { href: string; children: ReactNode }) {
  return (
    <Link href={props.href} color="brand.fg" textDecoration="underline">
      {props.children}
    </Link>
  );
}

function Pagina(props: { titulo: string; subtitulo: string; children: ReactNode }) {
  return (
    <Box maxW="3xl">
      <PageTitle subtitulo={props.subtitulo}>{props.titulo}</PageTitle>
      <Stack gap="10">{props.children}</Stack>
    </Box>
  );
}

export const ENCARREGADO = { nome: 'Cláudia Moraes Vieira', email: 'encarregado.lgpd@al.go.leg.br', telefone: '(62) 3221-3190' } as const;

/** `sites/lgpd`: o encarregado, os direitos do titular e como pedi-los (LGPD, Lei nº 13.709/2018). */
export function LgpdPage() {
  return (
    <Pagina titulo="Proteção de dados pessoais (LGPD)" subtitulo="Como a Assembleia trata os seus dados pessoais e como exercer os seus direitos.">
      <Secao id="encarregado" titulo="Encarregado pelo tratamento de dados">
        <Text>
          O encarregado (art. 41 da LGPD) é o canal entre você, a Assembleia e a Autoridade Nacional de Proteção de Dados.
        </Text>
        <chakra.address fontStyle="normal">
          <Text fontWeight="semibold">{ENCARREGADO.nome}</Text>
          <Text>
            E-mail: <Externo href={`mailto:${ENCARREGADO.email}`}>{ENCARREGADO.email}</Externo>
          </Text>
          <Text>Telefone: {ENCARREGADO.telefone}</Text>
          <Text>
            {SITE.endereco.logradouro}, {SITE.endereco.cidade} · CEP {SITE.endereco.cep}
          </Text>
        </chakra.address>
      </Secao>
      <Secao id="dados" titulo="Que dados o portal trata">
        <Lista>
          <li>na área do cidadão: nome, e-mail, CPF, telefone, cidade e os votos e comentários nas proposições;</li>
          <li>no Fale conosco e nos pedidos de acesso à informação: os dados que você informa para receber a resposta;</li>
          <li>na Escola do Legislativo: os dados da inscrição e da frequência, para emitir o certificado;</li>
          <li>em todas as páginas: registros de acesso guardados por seis meses (Marco Civil da Internet, art. 15).</li>
        </Lista>
        <Text>
          Os detalhes, as finalidades e o prazo de guarda de cada dado estão na <Interno to="/politica-privacidade">Política de Privacidade</Interno>.
        </Text>
      </Secao>
      <Secao id="direitos" titulo="Os seus direitos (art. 18 da LGPD)">
        <Lista>
          <li>confirmar se tratamos dados seus e ter acesso a eles;</li>
          <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
          <li>receber os seus dados em formato que permita levá-los a outro serviço (portabilidade);</li>
          <li>pedir a eliminação dos dados tratados com o seu consentimento, e revogar esse consentimento;</li>
          <li>saber com quem compartilhamos os seus dados;</li>
          <li>reclamar à Autoridade Nacional de Proteção de Dados (ANPD).</li>
        </Lista>
      </Secao>
      <Secao id="como-pedir" titulo="Como exercer os seus direitos">
        <Passos>
          <li>
            <Text as="span" fontWeight="semibold">Ver e corrigir os seus dados:</Text> entre na <Interno to="/cidadao/entrar">área do cidadão</Interno> e abra{' '}
            <Interno to="/cidadao/perfil">Meu perfil</Interno>. Nome, telefone e cidade são corrigidos ali mesmo.
          </li>
          <li>
            <Text as="span" fontWeight="semibold">Receber uma cópia dos seus dados ou excluir a sua conta:</Text> envie o pedido pelo{' '}
            <Interno to="/fale-conosco">Fale conosco</Interno> com o assunto “Proteção de dados pessoais (LGPD)”, ou por e-mail ao encarregado, a
            partir do e-mail da sua conta. A equipe confere que o pedido vem do titular da conta antes de
            enviar a cópia ou de encerrar a conta.
          </li>
          <li>
            <Text as="span" fontWeight="semibold">Prazo:</Text> a resposta completa chega em até 15 dias (art. 19, II). Acompanhe pelo protocolo em{' '}
            <Interno to="/fale-conosco/consulta">Consultar uma mensagem</Interno>.
          </li>
        </Passos>
        <Text>
          Dados de documentos públicos (proposições, votações nominais, remunerações de servidores) são publicados por obrigação legal e não podem
          ser excluídos a pedido (art. 7º, II e III, e Lei de Acesso à Informação).
        </Text>
      </Secao>
    </Pagina>
  );
}

/** `sites/contato`: os canais de atendimento da Casa num lugar só. */
export function ContatoPage() {
  return (
    <Pagina titulo="Fale com a Assembleia" subtitulo="Endereço, telefones e os canais para cada tipo de pedido.">
      <Secao id="endereco" titulo="Endereço e horário">
        <chakra.address fontStyle="normal">
          <Text fontWeight="semibold">{SITE.nome}</Text>
          <Text>
            {SITE.endereco.logradouro}, {SITE.endereco.cidade} · CEP {SITE.endereco.cep}
          </Text>
          <Text>Telefone: {SITE.telefone}</Text>
          <Text>
            E-mail: <Externo href={`mailto:${SITE.email}`}>{SITE.email}</Externo>
          </Text>
          <Text>Atendimento ao público: {SITE.horario}</Text>
        </chakra.address>
      </Secao>
      <Secao id="canais" titulo="Qual canal usar">
        <Lista>
          <li>
            Dúvidas, sugestões, reclamações e denúncias (Ouvidoria): <Interno to="/fale-conosco">Fale conosco</Interno>, com protocolo para acompanhar.
          </li>
          <li>
            Informações públicas que não estão no portal: <Interno to="/transparencia/solicitacoes-informacao">pedido de acesso à informação (LAI)</Interno>.
          </li>
          <li>
            Telefone e e-mail de um setor ou do gabinete de um deputado: <Interno to="/contatos">lista de contatos</Interno>.
          </li>
          <li>
            Imprensa: <Interno to="/credenciamento-imprensa">credenciamento de imprensa</Interno>.
          </li>
          <li>
            Dados pessoais: <Interno to="/sites/lgpd">proteção de dados (LGPD)</Interno>.
          </li>
          <li>
            Violência contra a mulher: <Interno to="/sites/procuradoriadamulher">Procuradoria Especial da Mulher</Interno> (emergência: 190; Central de Atendimento à Mulher: 180).
          </li>
          <li>
            Visitas guiadas e escolas: <Interno to="/sites/cvc">Conheça a Casa</Interno>.
          </li>
        </Lista>
      </Secao>
    </Pagina>
  );
}

/** `sites/cvc`: Conheça a Casa – o programa de visitação (visitas guiadas, escolas, sessões abertas ao público). */
export function CvcPage() {
  return (
    <Pagina titulo="Conheça a Casa" subtitulo="Centro de Visitação e Cidadania: visitas guiadas ao Palácio Maguito Vilela para escolas, grupos e cidadãos.">
      <Secao id="visita" titulo="Como é a visita">
        <Text>
          A visita dura cerca de 1h30: a história do Legislativo goiano, o Plenário Iris Rezende Machado, as comissões e uma simulação de sessão em que
          os visitantes apresentam, discutem e votam um projeto de lei.
        </Text>
        <Lista>
          <li>de terça a quinta-feira, às 9h e às 14h30;</li>
          <li>grupos de 10 a 45 pessoas; escolas a partir do 5º ano do ensino fundamental;</li>
          <li>gratuita, com percurso acessível a pessoas com deficiência e intérprete de Libras sob pedido.</li>
        </Lista>
      </Secao>
      <Secao id="agendar" titulo="Como agendar">
        <Passos>
          <li>
            Escreva pelo <Interno to="/fale-conosco">Fale conosco</Interno> com o assunto “Visita guiada”, informando a instituição, a data desejada e o
            número de visitantes, com ao menos 15 dias de antecedência.
          </li>
          <li>A equipe confirma a data por e-mail e envia a lista de visitantes a preencher.</li>
          <li>No dia, apresente um documento com foto na portaria principal.</li>
        </Passos>
      </Secao>
      <Secao id="sessoes" titulo="Assistir às sessões">
        <Text>
          As sessões plenárias são abertas ao público, sem agendamento, nas galerias do Plenário. Veja a <Interno to="/agenda">agenda do dia</Interno>{' '}
          e a <Interno to="/pauta-previa">pauta prévia</Interno>.
        </Text>
      </Secao>
    </Pagina>
  );
}

/** `assinar`: as assinaturas por feed (notícias em RSS, agenda em iCalendar). */
export function AssinarPage() {
  return (
    <Pagina titulo="Assinar notícias e agenda" subtitulo="Receba as notícias e os eventos da Assembleia no seu leitor de notícias ou no seu calendário.">
      <Secao id="noticias" titulo="Notícias (RSS)">
        <Text>
          O feed traz as 20 notícias mais recentes: <Externo href="/noticias/feed">/noticias/feed</Externo>. Copie o endereço e cole-o no seu
          leitor de notícias (Feedly, Inoreader, Thunderbird ou o leitor do seu navegador).
        </Text>
      </Secao>
      <Secao id="agenda" titulo="Agenda (iCalendar)">
        <Text>
          A agenda publicada, de 30 dias atrás a 90 dias à frente: <Externo href="/agenda.ics">/agenda.ics</Externo>. Assinada, ela se
          atualiza sozinha no seu calendário.
        </Text>
        <Lista>
          <li>
            Google Agenda: “Outras agendas” → “+” → “Do URL”, e cole o endereço completo (<Codigo>https://</Codigo>… terminado em <Codigo>/agenda.ics</Codigo>).
          </li>
          <li>Outlook: “Adicionar calendário” → “Assinar da Web”.</li>
          <li>Calendário do iPhone ou do Mac: “Arquivo” → “Nova assinatura de calendário”.</li>
        </Lista>
        <Text>
          Um evento só: o link “Adicionar ao meu calendário (.ics)” de cada evento da <Interno to="/agenda">agenda</Interno>.
        </Text>
      </Secao>
      <Secao id="email" titulo="Por e-mail">
        <Text>
          O portal não envia boletins por e-mail. Para acompanhar uma proposição, entre na <Interno to="/cidadao/entrar">área do cidadão</Interno> e
          acompanhe-a em <Interno to="/participacao/processos">Participação</Interno>.
        </Text>
      </Secao>
    </Pagina>
  );
}

/** `legado`: o portal anterior — os endereços antigos que continuam funcionando e onde está o acervo. */
export function LegadoPage() {
  return (
    <Pagina titulo="Portal anterior" subtitulo="Os endereços do portal antigo continuam funcionando: eles levam à página equivalente deste portal.">
      <Secao id="enderecos" titulo="Endereços antigos">
        <Lista>
          <li>
            Notícias: <Codigo>/noticias/ver/id/…</Codigo> leva à notícia no endereço novo, <Codigo>/noticias/…</Codigo>.
          </li>
          <li>
            Fotos: <Codigo>/imagens/galeria/id/…</Codigo> leva ao álbum em <Interno to="/galerias">Galerias de fotos</Interno>.
          </li>
          <li>
            Documentos: a conferência de autenticidade continua em <Interno to="/cad">/cad</Interno> (e <Codigo>/validar_cad</Codigo>); a de
            contracheques, em <Interno to="/vcc">/vcc</Interno>.
          </li>
          <li>
            Dados da transparência: os caminhos de <Codigo>/api/transparencia/…</Codigo> respondem como antes (<Interno to="/transparencia/dados-abertos">dados abertos</Interno>).
          </li>
        </Lista>
      </Secao>
      <Secao id="acervo" titulo="Acervo">
        <Text>
          Todas as notícias, fotos e documentos do portal anterior foram trazidos para este: use a <Interno to="/alego_search/buscar">busca no portal</Interno>{' '}
          ou as listas de <Interno to="/noticias">notícias</Interno> e da <Interno to="/transparencia">transparência</Interno>, que vão até os anos mais
          antigos. Se um link antigo não levar a lugar nenhum, avise pelo <Interno to="/fale-conosco">Fale conosco</Interno> com o endereço.
        </Text>
      </Secao>
    </Pagina>
  );
}

/** `permissao`: a permissão de uso do conteúdo do portal (textos, fotos, dados abertos). */
export function PermissaoPage() {
  return (
    <Pagina titulo="Permissão de uso do conteúdo" subtitulo="O que você pode reproduzir do portal e como dar o crédito.">
      <Secao id="textos-e-fotos" titulo="Notícias e fotos">
        <Text>
          Os textos das notícias e as fotos da Assembleia podem ser reproduzidos, inclusive para fins comerciais, desde que citada a fonte: “Agência
          Assembleia de Notícias – Alego” e, nas fotos, o nome do fotógrafo informado na legenda (crédito “Nome/Alego”).
        </Text>
        <Text>
          Não é permitido alterar o sentido do texto nem usar as imagens de modo que sugira apoio da Assembleia a pessoa, produto ou partido.
          Fotos de terceiros (agências, assessorias de gabinete) seguem a licença indicada no crédito.
        </Text>
        <Text>
          Cada foto pode ser baixada em tamanho original na página da notícia ou do álbum em <Interno to="/galerias">Galerias de fotos</Interno>.
        </Text>
      </Secao>
      <Secao id="dados" titulo="Dados abertos">
        <Text>
          Os conjuntos de <Interno to="/transparencia/dados-abertos">dados abertos</Interno> (CSV, XLSX e JSON) são de uso livre, com a citação da fonte,
          nos termos da Lei de Acesso à Informação (Lei nº 12.527/2011).
        </Text>
      </Secao>
      <Secao id="marca" titulo="Brasão e marca">
        <Text>
          O brasão do Estado de Goiás e a marca da Assembleia só podem ser usados em materiais oficiais ou com autorização da Diretoria de
          Comunicação, pedida pelo <Interno to="/fale-conosco">Fale conosco</Interno>.
        </Text>
      </Secao>
    </Pagina>
  );
}

/** `leituraparatodos`: as páginas principais em linguagem simples (frases curtas, uma ideia por frase). */
export function LeituraParaTodosPage() {
  return (
    <Pagina titulo="Leitura para todos" subtitulo="A Assembleia explicada em linguagem simples.">
      <Secao id="o-que-e" titulo="O que é a Assembleia">
        <Text>A Assembleia Legislativa é a casa dos deputados estaduais de Goiás.</Text>
        <Text>Os deputados são eleitos pelo povo a cada quatro anos. São 41 deputados.</Text>
        <Text>
          Veja quem são: <Interno to="/deputados/em-exercicio">deputados em exercício</Interno>.
        </Text>
      </Secao>
      <Secao id="o-que-fazem" titulo="O que os deputados fazem">
        <Lista>
          <li>Criam leis para o Estado de Goiás.</li>
          <li>Aprovam o orçamento: decidem como o Governo pode gastar o dinheiro público.</li>
          <li>Fiscalizam o Governo do Estado.</li>
        </Lista>
      </Secao>
      <Secao id="como-nasce-uma-lei" titulo="Como uma lei é feita">
        <Passos>
          <li>Alguém apresenta um projeto de lei. Pode ser um deputado, o governador ou outros órgãos.</li>
          <li>As comissões estudam o projeto. Cada comissão cuida de um assunto.</li>
          <li>Os deputados votam o projeto no Plenário.</li>
          <li>O governador aprova (sanciona) ou recusa (veta) o projeto.</li>
          <li>A lei é publicada e passa a valer.</li>
        </Passos>
        <Text>
          Acompanhe os projetos: <Interno to="/participacao/processos">processos em votação</Interno>.
        </Text>
      </Secao>
      <Secao id="participar" titulo="Como você pode participar">
        <Lista>
          <li>
            Dar a sua opinião sobre um projeto: <Interno to="/cidadao/cadastro">faça o seu cadastro</Interno>.
          </li>
          <li>
            Mandar uma mensagem para a Assembleia: <Interno to="/fale-conosco">Fale conosco</Interno>.
          </li>
          <li>
            Pedir uma informação pública: <Interno to="/transparencia/solicitacoes-informacao">pedido de informação</Interno>.
          </li>
          <li>
            Visitar a Assembleia: <Interno to="/sites/cvc">Conheça a Casa</Interno>.
          </li>
        </Lista>
      </Secao>
      <Secao id="dinheiro" titulo="Como a Assembleia gasta o dinheiro">
        <Text>Todos os gastos da Assembleia são públicos.</Text>
        <Text>
          Veja no <Interno to="/transparencia">Portal da Transparência</Interno>.
        </Text>
      </Secao>
    </Pagina>
  );
}

/** `poderlegislativo`: o que é o Poder Legislativo de Goiás, como se organiza e onde acompanhar cada parte dele. */
export function PoderLegislativoPage() {
  return (
    <Pagina titulo="O Poder Legislativo" subtitulo="A Assembleia Legislativa do Estado de Goiás: o que faz, como se organiza e como acompanhar o seu trabalho.">
      <Secao id="o-que-e" titulo="O que é">
        <Text>
          O Poder Legislativo estadual é exercido pela Assembleia Legislativa, composta por 41 deputados estaduais eleitos pelo voto direto para mandatos
          de quatro anos (Constituição do Estado de Goiás). Ao lado do Executivo e do Judiciário, é um dos três Poderes do Estado, independentes e
          harmônicos entre si.
        </Text>
        <Text>
          Conheça os <Interno to="/deputados/em-exercicio">deputados em exercício</Interno>.
        </Text>
      </Secao>
      <Secao id="funcoes" titulo="O que a Assembleia faz">
        <Lista>
          <li>
            <strong>Legisla:</strong> discute e vota as leis estaduais, as emendas à Constituição do Estado e as resoluções e decretos legislativos. Veja a{' '}
            <Interno to="/transparencia/legislacao">legislação publicada</Interno> e os <Interno to="/participacao/processos">projetos em tramitação</Interno>.
          </li>
          <li>
            <strong>Aprova o orçamento:</strong> vota o plano plurianual, a lei de diretrizes orçamentárias e a lei orçamentária anual do Estado.
          </li>
          <li>
            <strong>Fiscaliza:</strong> acompanha os atos do Executivo e julga as contas do governador, com o auxílio do Tribunal de Contas do Estado.
          </li>
          <li>
            <strong>Representa:</strong> ouve a sociedade em audiências públicas e recebe manifestações pelo <Interno to="/fale-conosco">Fale conosco</Interno>.
          </li>
        </Lista>
      </Secao>
      <Secao id="organizacao" titulo="Como se organiza">
        <Lista>
          <li>
            <strong>Plenário:</strong> o conjunto dos deputados, onde as matérias são votadas em sessão. Veja a <Interno to="/agenda">agenda</Interno> das sessões
            e reuniões.
          </li>
          <li>
            <strong>Mesa Diretora:</strong> dirige os trabalhos e a administração da Casa. Veja a <Interno to="/deputados/mesa-diretora">composição da Mesa</Interno>.
          </li>
          <li>
            <strong>Comissões:</strong> grupos de deputados que estudam os projetos por assunto antes da votação em Plenário. Veja as{' '}
            <Interno to="/comissoes">comissões</Interno>.
          </li>
          <li>
            <strong>Órgãos da Casa:</strong> a <Interno to="/procuradoria">Procuradoria-Geral</Interno>, o <Interno to="/assessoramento">Assessoramento Temático</Interno> e
            a estrutura administrativa, descrita no <Interno to="/transparencia/estrutura-organizacional">organograma</Interno>.
          </li>
        </Lista>
      </Secao>
      <Secao id="simples" titulo="Em linguagem simples">
        <Text>
          Uma explicação curta, frase por frase, está em <Interno to="/leituraparatodos">Leitura para todos</Interno>.
        </Text>
      </Secao>
    </Pagina>
  );
}
