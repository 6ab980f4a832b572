/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AeronaveFiltro = {
  ano?: number | null | undefined;
  mes?: number | null | undefined;
  /** Busca em: prefixo, modelo, descrição. */
  termo?: string | null | undefined;
};

export type AeronaveInput = {
  /** De 2015 ao ano atual. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  /** De 1 a 12. */
  mes: number;
  modelo: string;
  prefixo: string;
};

/** Linha aninhada: com `id` altera, com `_destroy` exclui, sem `id` cria. */
export type AfastamentoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** AAAA-MM-DD. */
  dataAfastamento?: string | null | undefined;
  /** AAAA-MM-DD. */
  dataRetorno?: string | null | undefined;
  id?: string | number | null | undefined;
  /** Tipo (tiposAfastamento). */
  tipo?: number | null | undefined;
};

export type AgendaAdminFiltro = {
  /** Dia (AAAA-MM-DD). */
  data?: string | null | undefined;
  /** Aba: revisao ou publicacao. */
  situacao?: SituacaoAgenda | null | undefined;
  /** Parte do título, do local, do envolvido ou da pauta de um evento. */
  termo?: string | null | undefined;
  tipo?: TipoAgenda | null | undefined;
};

export type AgendaInput = {
  /** Eventos (linhas aninhadas: id e _destroy). */
  agendaItens?: Array<AgendaItemInput> | null | undefined;
  /** Dia (AAAA-MM-DD). */
  data: string;
  tipo: TipoAgenda;
};

export type AgendaItemInput = {
  /** Evento guardado a excluir; num evento novo, ele é descartado. */
  _destroy?: boolean | null | undefined;
  envolvido?: string | null | undefined;
  /** HH:mm. */
  horario?: string | null | undefined;
  /** Evento guardado a alterar; sem ele, um evento novo. */
  id?: string | number | null | undefined;
  local?: string | null | undefined;
  /** Pauta em HTML (editor de texto rico). */
  pauta?: string | null | undefined;
  tipoEnvolvido?: TipoEnvolvido | null | undefined;
  titulo?: string | null | undefined;
};

export type ArquivoComissaoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** Obrigatório numa linha nova; numa guardada, troca o arquivo. */
  arquivo?: File | null | undefined;
  /** AAAA-MM-DD. */
  data?: string | null | undefined;
  id?: string | number | null | undefined;
  tipo?: number | null | undefined;
  titulo?: string | null | undefined;
};

export type BannerFiltro = {
  /** Parte do título ou do endereço. */
  termo?: string | null | undefined;
  tipo?: TipoBanner | null | undefined;
};

export type BannerInput = {
  /** AAAA-MM-DD. */
  exibirAte?: string | null | undefined;
  /** Imagem 2:1 de ao menos 300 × 150 pixels (jpg, png ou gif até 3 MB); obrigatória ao criar. */
  imagem?: File | null | undefined;
  tipo: TipoBanner;
  titulo: string;
  url?: string | null | undefined;
};

export type CategoriaLinkFiltro = {
  /** Parte do nome. */
  termo?: string | null | undefined;
};

export type CategoriaLinkInput = {
  nome: string;
  ordem?: number;
};

/** Categoria editorial da notícia. */
export type CategoriaNoticia =
  | 'assembleia'
  | 'discurso'
  | 'especiais'
  | 'gabinete';

export type ComissaoFiltro = {
  ativa?: boolean | null | undefined;
  /** Busca no nome ou na sigla. */
  termo?: string | null | undefined;
  /** Tipo de comissão. */
  tipo?: number | null | undefined;
};

export type ComissaoInput = {
  arquivosComissao?: Array<ArquivoComissaoInput> | null | undefined;
  ativa?: boolean;
  deputadosComissao?: Array<DeputadoComissaoInput> | null | undefined;
  descricao?: string | null | undefined;
  equipeTecnicaComissoes?: Array<EquipeTecnicaComissaoInput> | null | undefined;
  linksComissao?: Array<LinkComissaoInput> | null | undefined;
  nome: string;
  sigla?: string | null | undefined;
  tipo?: number;
  trabalhosComissao?: Array<TrabalhoComissaoInput> | null | undefined;
};

export type DemonstrativoDespesasComPessoalFiltro = {
  ano?: number | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
};

export type DemonstrativoDespesasComPessoalInput = {
  /** Do ano atual − 12 ao ano atual + 1. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
};

export type DeputadoAnoEmendaInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** De 2021 a 2030. */
  ano?: number | null | undefined;
  ativo?: boolean | null | undefined;
  id?: string | number | null | undefined;
};

export type DeputadoComissaoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** Cargo (cargosComissao). */
  cargo?: number | null | undefined;
  deputadoId?: string | number | null | undefined;
  id?: string | number | null | undefined;
};

export type DeputadoFiltro = {
  ativo?: boolean | null | undefined;
  /** Deputados com mandato na legislatura. */
  legislaturaId?: string | number | null | undefined;
  /** Liderança: 0 nenhuma, 1 líder de partido, 2 líder do governo. */
  lider?: number | null | undefined;
  mesaDiretora?: boolean | null | undefined;
  partidoId?: string | number | null | undefined;
  /** Busca no nome parlamentar ou no nome completo. */
  termo?: string | null | undefined;
};

export type DeputadoInput = {
  afastamentos?: Array<AfastamentoInput> | null | undefined;
  ativo?: boolean;
  biografia?: string | null | undefined;
  /** Cargo na Mesa Diretora (cargosMesaDiretora). */
  cargo?: number | null | undefined;
  deputadoAnoEmendas?: Array<DeputadoAnoEmendaInput> | null | undefined;
  deputadoLegislaturas?: Array<DeputadoLegislaturaInput> | null | undefined;
  email?: string | null | undefined;
  /** Foto, por multipart; o gateway troca pelo arquivo guardado. */
  foto?: File | null | undefined;
  gabinete?: number | null | undefined;
  /** Liderança: 0 nenhuma, 1 líder de partido, 2 líder do governo. */
  lider?: number;
  mesaDiretora?: boolean;
  nome: string;
  nomeCompleto: string;
  partidoId?: string | number | null | undefined;
  /** Remove a foto atual. */
  removerFoto?: boolean | null | undefined;
  telefone?: string | null | undefined;
};

/** Partido do deputado numa legislatura; várias linhas numa legislatura são mudanças de partido. */
export type DeputadoLegislaturaInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** Início no partido, AAAA-MM-DD. */
  dataInicio?: string | null | undefined;
  id?: string | number | null | undefined;
  legislaturaId?: string | number | null | undefined;
  partidoId?: string | number | null | undefined;
};

/** Nível de destaque na página inicial. */
export type DestaqueNivel =
  | 'primario'
  | 'secundario'
  | 'terciario';

export type EquipeTecnicaComissaoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  email?: string | null | undefined;
  funcao?: string | null | undefined;
  id?: string | number | null | undefined;
  nome?: string | null | undefined;
  telefone?: string | null | undefined;
};

export type FaleConoscoFiltro = {
  /** Parte do assunto. */
  assunto?: string | null | undefined;
  /** Data de envio (dd/mm/aaaa ou aaaa-mm-dd). */
  createdAt?: string | null | undefined;
  /** Número de protocolo (exato ou parte). */
  protocolo?: string | null | undefined;
  /** Aba: aguardando_resposta, com_pendencia, finalizada ou indeferida. */
  status?: StatusFaleConosco | null | undefined;
  tipo?: ObjetivoFaleConosco | null | undefined;
};

export type GaleriaAdminFiltro = {
  categoriaId?: string | number | null | undefined;
  /** Dia de criação (AAAA-MM-DD). */
  data?: string | null | undefined;
  relacionadoId?: string | number | null | undefined;
  /** Parte do nome do relacionado. */
  relacionadoNome?: string | null | undefined;
  /** Aba: revisao ou publicacao (padrão publicacao). */
  situacao?: SituacaoGaleria | null | undefined;
  /** Parte do título ou da descrição. */
  termo?: string | null | undefined;
};

export type GaleriaCategoriaFiltro = {
  /** Parte do nome. */
  termo?: string | null | undefined;
  tipoRelacionado?: TipoRelacionadoGaleria | null | undefined;
};

export type GaleriaCategoriaInput = {
  nome: string;
  tipoRelacionado?: TipoRelacionadoGaleria | null | undefined;
};

/** Uma imagem enviada para um álbum já salvo (POST galerias/salvar-imagens). */
export type GaleriaImagemInput = {
  capa?: boolean | null | undefined;
  credito?: string | null | undefined;
  galeriaId: string | number;
  /** jpg, png ou gif até 3 MB. */
  imagem: File;
  /** Sem ordem, 999999 (o fim do álbum). */
  ordem?: number | null | undefined;
  titulo?: string | null | undefined;
};

/** Uma imagem guardada do álbum: legenda, crédito, capa, ordem ou exclusão. */
export type GaleriaImagemLinha = {
  _destroy?: boolean | null | undefined;
  capa?: boolean | null | undefined;
  credito?: string | null | undefined;
  id?: string | number | null | undefined;
  ordem?: number | null | undefined;
  /** Legenda (texto alternativo). */
  titulo?: string | null | undefined;
};

export type GaleriaInput = {
  categoriaId: string | number;
  /** Descrição em HTML (editor de texto rico). */
  descricao?: string | null | undefined;
  /** Imagens guardadas (linhas aninhadas: id e _destroy). */
  galeriaImagens?: Array<GaleriaImagemLinha> | null | undefined;
  /** Imagens que serão enviadas uma a uma depois de salvar. */
  novasImagens?: Array<NovaImagemGaleria> | null | undefined;
  relacionadoId?: string | number | null | undefined;
  relacionadoNome?: string | null | undefined;
  titulo: string;
  ultimoCredito?: string | null | undefined;
};

export type GestaoFiscalAnualFiltro = {
  ano?: number | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
};

export type GestaoFiscalAnualInput = {
  /** Do ano atual − 10 ao ano atual + 2; o formulário sugere o ano atual. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
};

/** Deputado da legislatura: com `id` e `_destroy` sai; sem `id` entra, com o partido atual dele. */
export type LegislaturaDeputadoInput = {
  _destroy?: boolean | null | undefined;
  deputadoId?: string | number | null | undefined;
  id?: string | number | null | undefined;
};

export type LegislaturaFiltro = {
  atual?: boolean | null | undefined;
  termo?: string | null | undefined;
};

export type LegislaturaInput = {
  anoFim: number;
  anoInicio: number;
  atual?: boolean;
  deputadoLegislaturas?: Array<LegislaturaDeputadoInput> | null | undefined;
  descricao: string;
  numero: number;
  /** Tipo (tiposLegislatura). */
  tipo?: number;
};

export type LinkComissaoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  categoria?: number | null | undefined;
  id?: string | number | null | undefined;
  titulo?: string | null | undefined;
  url?: string | null | undefined;
};

export type LinkFiltro = {
  /** Categoria (categoriasLinks). */
  categoriaLinkId?: string | number | null | undefined;
  /** Parte do título ou do endereço. */
  termo?: string | null | undefined;
};

export type LinkInput = {
  categoriaLinkId?: string | number | null | undefined;
  ordem?: number;
  titulo: string;
  url: string;
};

export type NoticiaAdminFiltro = {
  /** Parte do nome do usuário que criou a notícia. */
  autor?: string | null | undefined;
  categoria?: CategoriaNoticia | null | undefined;
  /** Dia de publicação, dd/mm/aaaa (horário de Brasília). */
  dataPublicacao?: string | null | undefined;
  destaque?: DestaqueNivel | null | undefined;
  id?: string | number | null | undefined;
  /** a_revisar: não publicadas; publicadas: publicadas ou agendadas. */
  status?: StatusNoticia;
  /** Parte do título. */
  titulo?: string | null | undefined;
};

export type NoticiaInput = {
  /** Usuários de gabinete sempre gravam gabinete. */
  categoria?: CategoriaNoticia | null | undefined;
  /** Corpo em HTML; saneado ao salvar. */
  conteudo: string;
  deputadoId?: string | number | null | undefined;
  destaqueDescricao?: string | null | undefined;
  destaqueNivel?: DestaqueNivel | null | undefined;
  /** primario: 1; secundario: 1 a 2; terciario: 1 a 3. */
  destaqueSlot?: number | null | undefined;
  fonte?: string | null | undefined;
  galeriaId?: string | number | null | undefined;
  /** Envio multipart; o gateway troca pelo arquivo guardado. */
  imagem?: File | null | undefined;
  /** Texto alternativo da imagem. */
  imagemAlt?: string | null | undefined;
  /** Legenda da imagem. */
  imagemLegenda?: string | null | undefined;
  /** Remove a imagem atual. */
  removerImagem?: boolean | null | undefined;
  resumo?: string | null | undefined;
  titulo: string;
};

/** Uma imagem que o formulário enviará depois de salvar o álbum (só para as regras do álbum). */
export type NovaImagemGaleria = {
  capa?: boolean | null | undefined;
  credito?: string | null | undefined;
  ordem?: number | null | undefined;
  titulo?: string | null | undefined;
};

/** Objetivo (tipo) da mensagem enviada ao Fale Conosco. */
export type ObjetivoFaleConosco =
  | 'denuncia'
  | 'duvida'
  | 'elogio'
  | 'reclamacao'
  | 'solicitacao_informacao'
  | 'sugestao';

export type OrcamentoFiltro = {
  ano?: number | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
  /** Tipo: loa, ldo, qdd ou ppa. */
  tipo?: string | null | undefined;
};

export type OrcamentoInput = {
  /** Do ano atual − 12 ao ano atual + 2. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  /** Valor em reais: "1234.56" ou "1.234,56". Obrigatório salvo no ppa. */
  autorizadoComPessoal?: string | null | undefined;
  descricao?: string | null | undefined;
  /** Tipo: loa, ldo, qdd ou ppa. */
  tipo: string;
};

export type PrestacaoContasFiltro = {
  ano?: number | null | undefined;
  /** Busca na descrição. */
  termo?: string | null | undefined;
  /** Tipo: receita_presidencia, receita_femal, ordem ou detalhamento. */
  tipoCadastro?: string | null | undefined;
};

export type PrestacaoContasInput = {
  /** Do ano atual − 12 ao ano atual + 2. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  mes?: number | null | undefined;
  /** Tipo: receita_presidencia, receita_femal, ordem ou detalhamento. */
  tipoCadastro: string;
};

export type QuadroRemuneracaoFiltro = {
  ano?: number | null | undefined;
  mes?: number | null | undefined;
};

export type QuadroRemuneracaoInput = {
  /** De 1992 a 2014. */
  ano: number;
  /** PDF enviado por multipart; obrigatório ao criar. */
  arquivo?: File | null | undefined;
  descricao?: string | null | undefined;
  /** De 1 a 12. */
  mes: number;
};

export type RemuneracaoFiltro = {
  ano?: number | null | undefined;
  categoria?: string | null | undefined;
  gabinete?: string | null | undefined;
  lotacao?: string | null | undefined;
  mes?: number | null | undefined;
  /** Busca no nome e na matrícula. */
  termo?: string | null | undefined;
  vinculo?: string | null | undefined;
};

/** Resposta da equipe a uma solicitação. */
export type RespostaFaleConoscoInput = {
  /** PDF opcional (multipart), até 20 MB. */
  pdfRespostaSolicitacao?: File | null | undefined;
  /** Obrigatório. */
  respostaConteudo: string;
  /** Situação após a resposta: finalizada (padrão), com_pendencia (pede algo ao cidadão) ou indeferida. */
  status?: StatusFaleConosco | null | undefined;
};

export type SancaoAdministrativaFiltro = {
  ano?: number | null | undefined;
  /** Busca em: empresa, sanção aplicada, processo. */
  termo?: string | null | undefined;
};

export type SancaoAdministrativaInput = {
  ano: number;
  /** PDF da publicação (opcional). */
  arquivo?: File | null | undefined;
  /** Com ou sem pontuação. */
  cnpj?: string | null | undefined;
  /** AAAA-MM-DD. */
  dataPublicacao?: string | null | undefined;
  empresa: string;
  processo?: string | null | undefined;
  sancao: string;
};

/** Em revisão (só no admin) ou publicada (no portal). */
export type SituacaoAgenda =
  | 'publicacao'
  | 'revisao';

/** Em revisão (só no admin) ou publicada (no portal). */
export type SituacaoGaleria =
  | 'publicacao'
  | 'revisao';

/** Situação de uma solicitação do Fale Conosco. */
export type StatusFaleConosco =
  | 'aguardando_resposta'
  | 'com_pendencia'
  | 'finalizada'
  | 'indeferida';

/** Aba da lista administrativa: a revisar (não publicadas) ou publicadas. */
export type StatusNoticia =
  | 'a_revisar'
  | 'publicadas';

/** Agenda da Assembleia ou do presidente (a do presidente não tem envolvidos). */
export type TipoAgenda =
  | 'assembleia'
  | 'presidente';

/** Cartaz (só a imagem), link (a imagem leva a um endereço) ou pop-up (aviso ao abrir o portal). */
export type TipoBanner =
  | 'cartaz'
  | 'link'
  | 'popup';

/** Quem está envolvido no evento. */
export type TipoEnvolvido =
  | 'autoridade'
  | 'comissao'
  | 'deputado'
  | 'sociedade';

/** O registro a que as galerias da categoria se relacionam. */
export type TipoRelacionadoGaleria =
  | 'comissao'
  | 'deputado';

export type TrabalhoComissaoInput = {
  /** Linha guardada a excluir; numa linha nova, ela é descartada. */
  _destroy?: boolean | null | undefined;
  /** AAAA-MM-DD. */
  data?: string | null | undefined;
  descricao?: string | null | undefined;
  id?: string | number | null | undefined;
  tipo?: number | null | undefined;
  titulo?: string | null | undefined;
  url?: string | null | undefined;
};

export type AeronavesAdminQueryVariables = Exact<{
  filtro?: AeronaveFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type AeronavesAdminQuery = { aeronaves: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, prefixo: string, modelo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type AeronaveAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type AeronaveAdminQuery = { aeronave: { id: string, ano: number, mes: number, prefixo: string, modelo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarAeronaveAdminMutationVariables = Exact<{
  dados: AeronaveInput;
}>;


export type CriarAeronaveAdminMutation = { criarAeronave: { id: string, ano: number, mes: number, prefixo: string, modelo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarAeronaveAdminMutationVariables = Exact<{
  id: string | number;
  dados: AeronaveInput;
}>;


export type AtualizarAeronaveAdminMutation = { atualizarAeronave: { id: string, ano: number, mes: number, prefixo: string, modelo: string, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirAeronaveAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirAeronaveAdminMutation = { excluirAeronave: boolean };

export type CategoriasDoLinkQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriasDoLinkQuery = { categoriasLinks: { itens: Array<{ id: string, nome: string }> } | null };

export type CategoriasLinksAdminQueryVariables = Exact<{
  filtro?: CategoriaLinkFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type CategoriasLinksAdminQuery = { categoriasLinks: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, ordem: number }> } | null };

export type CategoriaLinkAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type CategoriaLinkAdminQuery = { categoriaLink: { id: string, nome: string, ordem: number } | null };

export type CriarCategoriaLinkAdminMutationVariables = Exact<{
  dados: CategoriaLinkInput;
}>;


export type CriarCategoriaLinkAdminMutation = { criarCategoriaLink: { id: string, nome: string, ordem: number } };

export type AtualizarCategoriaLinkAdminMutationVariables = Exact<{
  id: string | number;
  dados: CategoriaLinkInput;
}>;


export type AtualizarCategoriaLinkAdminMutation = { atualizarCategoriaLink: { id: string, nome: string, ordem: number } };

export type ExcluirCategoriaLinkAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirCategoriaLinkAdminMutation = { excluirCategoriaLink: boolean };

export type DemonstrativosDespesasComPessoalAdminQueryVariables = Exact<{
  filtro?: DemonstrativoDespesasComPessoalFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type DemonstrativosDespesasComPessoalAdminQuery = { demonstrativosDespesasComPessoal: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type DemonstrativoDespesasComPessoalAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type DemonstrativoDespesasComPessoalAdminQuery = { demonstrativoDespesasComPessoal: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarDemonstrativoDespesasComPessoalAdminMutationVariables = Exact<{
  dados: DemonstrativoDespesasComPessoalInput;
}>;


export type CriarDemonstrativoDespesasComPessoalAdminMutation = { criarDemonstrativoDespesasComPessoal: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarDemonstrativoDespesasComPessoalAdminMutationVariables = Exact<{
  id: string | number;
  dados: DemonstrativoDespesasComPessoalInput;
}>;


export type AtualizarDemonstrativoDespesasComPessoalAdminMutation = { atualizarDemonstrativoDespesasComPessoal: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirDemonstrativoDespesasComPessoalAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirDemonstrativoDespesasComPessoalAdminMutation = { excluirDemonstrativoDespesasComPessoal: boolean };

export type GaleriaCategoriasAdminQueryVariables = Exact<{
  filtro?: GaleriaCategoriaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type GaleriaCategoriasAdminQuery = { galeriaCategorias: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }> } | null };

export type GaleriaCategoriaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type GaleriaCategoriaAdminQuery = { galeriaCategoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null } | null };

export type CriarGaleriaCategoriaAdminMutationVariables = Exact<{
  dados: GaleriaCategoriaInput;
}>;


export type CriarGaleriaCategoriaAdminMutation = { criarGaleriaCategoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null } };

export type AtualizarGaleriaCategoriaAdminMutationVariables = Exact<{
  id: string | number;
  dados: GaleriaCategoriaInput;
}>;


export type AtualizarGaleriaCategoriaAdminMutation = { atualizarGaleriaCategoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null } };

export type ExcluirGaleriaCategoriaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirGaleriaCategoriaAdminMutation = { excluirGaleriaCategoria: boolean };

export type GestoesFiscaisAnuaisAdminQueryVariables = Exact<{
  filtro?: GestaoFiscalAnualFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type GestoesFiscaisAnuaisAdminQuery = { gestoesFiscaisAnuais: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type GestaoFiscalAnualAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type GestaoFiscalAnualAdminQuery = { gestaoFiscalAnual: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarGestaoFiscalAnualAdminMutationVariables = Exact<{
  dados: GestaoFiscalAnualInput;
}>;


export type CriarGestaoFiscalAnualAdminMutation = { criarGestaoFiscalAnual: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarGestaoFiscalAnualAdminMutationVariables = Exact<{
  id: string | number;
  dados: GestaoFiscalAnualInput;
}>;


export type AtualizarGestaoFiscalAnualAdminMutation = { atualizarGestaoFiscalAnual: { id: string, ano: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirGestaoFiscalAnualAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirGestaoFiscalAnualAdminMutation = { excluirGestaoFiscalAnual: boolean };

export type LinksAdminQueryVariables = Exact<{
  filtro?: LinkFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type LinksAdminQuery = { links: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, url: string, categoriaLinkId: string, ordem: number, categoriaNome: string }> } | null };

export type LinkAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type LinkAdminQuery = { link: { id: string, titulo: string, url: string, categoriaLinkId: string, ordem: number, categoriaNome: string } | null };

export type CriarLinkAdminMutationVariables = Exact<{
  dados: LinkInput;
}>;


export type CriarLinkAdminMutation = { criarLink: { id: string, titulo: string, url: string, categoriaLinkId: string, ordem: number, categoriaNome: string } };

export type AtualizarLinkAdminMutationVariables = Exact<{
  id: string | number;
  dados: LinkInput;
}>;


export type AtualizarLinkAdminMutation = { atualizarLink: { id: string, titulo: string, url: string, categoriaLinkId: string, ordem: number, categoriaNome: string } };

export type ExcluirLinkAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirLinkAdminMutation = { excluirLink: boolean };

export type OrcamentosAdminQueryVariables = Exact<{
  filtro?: OrcamentoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type OrcamentosAdminQuery = { orcamentos: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, tipo: string, autorizadoComPessoal: string | null, descricao: string | null, tipoDescricao: string, autorizadoComPessoalFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type OrcamentoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type OrcamentoAdminQuery = { orcamento: { id: string, ano: number, tipo: string, autorizadoComPessoal: string | null, descricao: string | null, tipoDescricao: string, autorizadoComPessoalFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarOrcamentoAdminMutationVariables = Exact<{
  dados: OrcamentoInput;
}>;


export type CriarOrcamentoAdminMutation = { criarOrcamento: { id: string, ano: number, tipo: string, autorizadoComPessoal: string | null, descricao: string | null, tipoDescricao: string, autorizadoComPessoalFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarOrcamentoAdminMutationVariables = Exact<{
  id: string | number;
  dados: OrcamentoInput;
}>;


export type AtualizarOrcamentoAdminMutation = { atualizarOrcamento: { id: string, ano: number, tipo: string, autorizadoComPessoal: string | null, descricao: string | null, tipoDescricao: string, autorizadoComPessoalFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirOrcamentoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirOrcamentoAdminMutation = { excluirOrcamento: boolean };

export type PrestacoesContasAdminQueryVariables = Exact<{
  filtro?: PrestacaoContasFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type PrestacoesContasAdminQuery = { prestacoesContas: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number | null, tipoCadastro: string, descricao: string | null, tipoCadastroDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type PrestacaoContasAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type PrestacaoContasAdminQuery = { prestacaoContas: { id: string, ano: number, mes: number | null, tipoCadastro: string, descricao: string | null, tipoCadastroDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarPrestacaoContasAdminMutationVariables = Exact<{
  dados: PrestacaoContasInput;
}>;


export type CriarPrestacaoContasAdminMutation = { criarPrestacaoContas: { id: string, ano: number, mes: number | null, tipoCadastro: string, descricao: string | null, tipoCadastroDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarPrestacaoContasAdminMutationVariables = Exact<{
  id: string | number;
  dados: PrestacaoContasInput;
}>;


export type AtualizarPrestacaoContasAdminMutation = { atualizarPrestacaoContas: { id: string, ano: number, mes: number | null, tipoCadastro: string, descricao: string | null, tipoCadastroDescricao: string, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirPrestacaoContasAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirPrestacaoContasAdminMutation = { excluirPrestacaoContas: boolean };

export type QuadrosRemuneracaoAdminQueryVariables = Exact<{
  filtro?: QuadroRemuneracaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type QuadrosRemuneracaoAdminQuery = { quadrosRemuneracao: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type QuadroRemuneracaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type QuadroRemuneracaoAdminQuery = { quadroRemuneracao: { id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarQuadroRemuneracaoAdminMutationVariables = Exact<{
  dados: QuadroRemuneracaoInput;
}>;


export type CriarQuadroRemuneracaoAdminMutation = { criarQuadroRemuneracao: { id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarQuadroRemuneracaoAdminMutationVariables = Exact<{
  id: string | number;
  dados: QuadroRemuneracaoInput;
}>;


export type AtualizarQuadroRemuneracaoAdminMutation = { atualizarQuadroRemuneracao: { id: string, ano: number, mes: number, descricao: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirQuadroRemuneracaoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirQuadroRemuneracaoAdminMutation = { excluirQuadroRemuneracao: boolean };

export type SancoesAdministrativasAdminQueryVariables = Exact<{
  filtro?: SancaoAdministrativaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type SancoesAdministrativasAdminQuery = { sancoesAdministrativas: { total: number, totalPaginas: number, itens: Array<{ id: string, ano: number, empresa: string, cnpj: string | null, sancao: string, processo: string | null, dataPublicacao: string | null, cnpjFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null }> } | null };

export type SancaoAdministrativaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type SancaoAdministrativaAdminQuery = { sancaoAdministrativa: { id: string, ano: number, empresa: string, cnpj: string | null, sancao: string, processo: string | null, dataPublicacao: string | null, cnpjFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } | null };

export type CriarSancaoAdministrativaAdminMutationVariables = Exact<{
  dados: SancaoAdministrativaInput;
}>;


export type CriarSancaoAdministrativaAdminMutation = { criarSancaoAdministrativa: { id: string, ano: number, empresa: string, cnpj: string | null, sancao: string, processo: string | null, dataPublicacao: string | null, cnpjFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type AtualizarSancaoAdministrativaAdminMutationVariables = Exact<{
  id: string | number;
  dados: SancaoAdministrativaInput;
}>;


export type AtualizarSancaoAdministrativaAdminMutation = { atualizarSancaoAdministrativa: { id: string, ano: number, empresa: string, cnpj: string | null, sancao: string, processo: string | null, dataPublicacao: string | null, cnpjFormatado: string | null, arquivo: { nome: string, tamanho: number, url: string } | null } };

export type ExcluirSancaoAdministrativaAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirSancaoAdministrativaAdminMutation = { excluirSancaoAdministrativa: boolean };

export type AgendaDetalheFragment = { id: string, data: string, tipo: TipoAgenda, situacao: SituacaoAgenda, createdAt: string, updatedAt: string, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> };

export type AgendasAdminQueryVariables = Exact<{
  filtro?: AgendaAdminFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type AgendasAdminQuery = { agendasAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, data: string, tipo: TipoAgenda, situacao: SituacaoAgenda, createdAt: string, updatedAt: string, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> }> } | null };

export type AgendaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type AgendaAdminQuery = { agendaAdmin: { id: string, data: string, tipo: TipoAgenda, situacao: SituacaoAgenda, createdAt: string, updatedAt: string, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> } | null };

export type CriarAgendaMutationVariables = Exact<{
  dados: AgendaInput;
}>;


export type CriarAgendaMutation = { criarAgenda: { id: string, data: string, tipo: TipoAgenda, situacao: SituacaoAgenda, createdAt: string, updatedAt: string, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> } };

export type AtualizarAgendaMutationVariables = Exact<{
  id: string | number;
  dados: AgendaInput;
}>;


export type AtualizarAgendaMutation = { atualizarAgenda: { id: string, data: string, tipo: TipoAgenda, situacao: SituacaoAgenda, createdAt: string, updatedAt: string, agendaItens: Array<{ id: string, horario: string, titulo: string, local: string | null, pauta: string | null, tipoEnvolvido: TipoEnvolvido | null, envolvido: string | null }> } };

export type ExcluirAgendaMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirAgendaMutation = { excluirAgenda: boolean };

export type AlterarSituacaoAgendaMutationVariables = Exact<{
  id: string | number;
  situacao: SituacaoAgenda;
}>;


export type AlterarSituacaoAgendaMutation = { alterarSituacaoAgenda: { id: string, situacao: SituacaoAgenda } };

export type BannerDetalheFragment = { id: string, tipo: TipoBanner, titulo: string, url: string | null, target: string | null, exibirAte: string | null, ativo: boolean, imagem: { url: string, nome: string, tipo: string, tamanho: number, largura: number | null, altura: number | null, miniatura: string } };

export type BannersAdminQueryVariables = Exact<{
  filtro?: BannerFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type BannersAdminQuery = { bannersAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, tipo: TipoBanner, titulo: string, url: string | null, target: string | null, exibirAte: string | null, ativo: boolean, imagem: { url: string, nome: string, tipo: string, tamanho: number, largura: number | null, altura: number | null, miniatura: string } }> } | null };

export type BannerAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type BannerAdminQuery = { bannerAdmin: { id: string, tipo: TipoBanner, titulo: string, url: string | null, target: string | null, exibirAte: string | null, ativo: boolean, imagem: { url: string, nome: string, tipo: string, tamanho: number, largura: number | null, altura: number | null, miniatura: string } } | null };

export type CriarBannerMutationVariables = Exact<{
  dados: BannerInput;
}>;


export type CriarBannerMutation = { criarBanner: { id: string, tipo: TipoBanner, titulo: string, url: string | null, target: string | null, exibirAte: string | null, ativo: boolean, imagem: { url: string, nome: string, tipo: string, tamanho: number, largura: number | null, altura: number | null, miniatura: string } } };

export type AtualizarBannerMutationVariables = Exact<{
  id: string | number;
  dados: BannerInput;
}>;


export type AtualizarBannerMutation = { atualizarBanner: { id: string, tipo: TipoBanner, titulo: string, url: string | null, target: string | null, exibirAte: string | null, ativo: boolean, imagem: { url: string, nome: string, tipo: string, tamanho: number, largura: number | null, altura: number | null, miniatura: string } } };

export type ExcluirBannerMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirBannerMutation = { excluirBanner: boolean };

export type ComissoesAdminQueryVariables = Exact<{
  filtro?: ComissaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type ComissoesAdminQuery = { comissoesAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, sigla: string | null, tipo: number, tipoDescricao: string, ativa: boolean }> } | null };

export type ComissaoDetalheFragment = { id: string, nome: string, sigla: string | null, descricao: string | null, tipo: number, tipoDescricao: string, ativa: boolean, urlSufixo: string, deputadosComissao: Array<{ id: string, cargo: number, cargoDescricao: string, deputado: { id: string, nome: string, partido: { sigla: string } | null } }>, equipeTecnicaComissoes: Array<{ id: string, nome: string, funcao: string | null, email: string | null, telefone: string | null }>, trabalhosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, descricao: string | null, data: string | null, url: string | null }>, arquivosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, data: string | null, nome: string, tamanho: number, url: string | null }>, linksComissao: Array<{ id: string, categoria: number, categoriaDescricao: string, titulo: string, url: string }> };

export type ComissaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type ComissaoAdminQuery = { comissaoAdmin: { id: string, nome: string, sigla: string | null, descricao: string | null, tipo: number, tipoDescricao: string, ativa: boolean, urlSufixo: string, deputadosComissao: Array<{ id: string, cargo: number, cargoDescricao: string, deputado: { id: string, nome: string, partido: { sigla: string } | null } }>, equipeTecnicaComissoes: Array<{ id: string, nome: string, funcao: string | null, email: string | null, telefone: string | null }>, trabalhosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, descricao: string | null, data: string | null, url: string | null }>, arquivosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, data: string | null, nome: string, tamanho: number, url: string | null }>, linksComissao: Array<{ id: string, categoria: number, categoriaDescricao: string, titulo: string, url: string }> } | null };

export type CriarComissaoMutationVariables = Exact<{
  dados: ComissaoInput;
}>;


export type CriarComissaoMutation = { criarComissao: { id: string, nome: string, sigla: string | null, descricao: string | null, tipo: number, tipoDescricao: string, ativa: boolean, urlSufixo: string, deputadosComissao: Array<{ id: string, cargo: number, cargoDescricao: string, deputado: { id: string, nome: string, partido: { sigla: string } | null } }>, equipeTecnicaComissoes: Array<{ id: string, nome: string, funcao: string | null, email: string | null, telefone: string | null }>, trabalhosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, descricao: string | null, data: string | null, url: string | null }>, arquivosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, data: string | null, nome: string, tamanho: number, url: string | null }>, linksComissao: Array<{ id: string, categoria: number, categoriaDescricao: string, titulo: string, url: string }> } };

export type AtualizarComissaoMutationVariables = Exact<{
  id: string | number;
  dados: ComissaoInput;
}>;


export type AtualizarComissaoMutation = { atualizarComissao: { id: string, nome: string, sigla: string | null, descricao: string | null, tipo: number, tipoDescricao: string, ativa: boolean, urlSufixo: string, deputadosComissao: Array<{ id: string, cargo: number, cargoDescricao: string, deputado: { id: string, nome: string, partido: { sigla: string } | null } }>, equipeTecnicaComissoes: Array<{ id: string, nome: string, funcao: string | null, email: string | null, telefone: string | null }>, trabalhosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, descricao: string | null, data: string | null, url: string | null }>, arquivosComissao: Array<{ id: string, tipo: number, tipoDescricao: string, titulo: string, data: string | null, nome: string, tamanho: number, url: string | null }>, linksComissao: Array<{ id: string, categoria: number, categoriaDescricao: string, titulo: string, url: string }> } };

export type ExcluirComissaoMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirComissaoMutation = { excluirComissao: boolean };

export type OpcoesComissaoQueryVariables = Exact<{ [key: string]: never; }>;


export type OpcoesComissaoQuery = { tiposComissao: Array<{ id: number, nome: string }> | null, cargosComissao: Array<{ id: number, nome: string }> | null, tiposArquivoComissao: Array<{ id: number, nome: string }> | null, tiposTrabalhoComissao: Array<{ id: number, nome: string }> | null, categoriasLinkComissao: Array<{ id: number, nome: string }> | null, deputados: { itens: Array<{ id: string, nome: string, partido: { sigla: string } | null }> } | null };

export type DeputadosAdminQueryVariables = Exact<{
  filtro?: DeputadoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type DeputadosAdminQuery = { deputadosAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, nome: string, nomeCompleto: string, ativo: boolean, gabinete: number | null, lider: number, mesaDiretora: boolean, cargoDescricao: string | null, partido: { id: string, sigla: string } | null }> } | null };

export type DeputadoDetalheFragment = { id: string, nome: string, nomeCompleto: string, ativo: boolean, gabinete: number | null, email: string | null, telefone: string | null, lider: number, mesaDiretora: boolean, cargo: number | null, cargoDescricao: string | null, biografia: string | null, fotoUrl: string | null, fotoMiniatura: string | null, partido: { id: string, sigla: string, nome: string } | null, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, legislatura: { id: string, descricao: string, anoInicio: number, anoFim: number }, partido: { id: string, sigla: string } | null }>, afastamentos: Array<{ id: string, tipo: number, tipoDescricao: string, dataAfastamento: string, dataRetorno: string | null }>, deputadoAnoEmendas: Array<{ id: string, ano: number, ativo: boolean }> };

export type DeputadoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type DeputadoAdminQuery = { deputadoAdmin: { id: string, nome: string, nomeCompleto: string, ativo: boolean, gabinete: number | null, email: string | null, telefone: string | null, lider: number, mesaDiretora: boolean, cargo: number | null, cargoDescricao: string | null, biografia: string | null, fotoUrl: string | null, fotoMiniatura: string | null, partido: { id: string, sigla: string, nome: string } | null, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, legislatura: { id: string, descricao: string, anoInicio: number, anoFim: number }, partido: { id: string, sigla: string } | null }>, afastamentos: Array<{ id: string, tipo: number, tipoDescricao: string, dataAfastamento: string, dataRetorno: string | null }>, deputadoAnoEmendas: Array<{ id: string, ano: number, ativo: boolean }> } | null };

export type CriarDeputadoMutationVariables = Exact<{
  dados: DeputadoInput;
}>;


export type CriarDeputadoMutation = { criarDeputado: { id: string, nome: string, nomeCompleto: string, ativo: boolean, gabinete: number | null, email: string | null, telefone: string | null, lider: number, mesaDiretora: boolean, cargo: number | null, cargoDescricao: string | null, biografia: string | null, fotoUrl: string | null, fotoMiniatura: string | null, partido: { id: string, sigla: string, nome: string } | null, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, legislatura: { id: string, descricao: string, anoInicio: number, anoFim: number }, partido: { id: string, sigla: string } | null }>, afastamentos: Array<{ id: string, tipo: number, tipoDescricao: string, dataAfastamento: string, dataRetorno: string | null }>, deputadoAnoEmendas: Array<{ id: string, ano: number, ativo: boolean }> } };

export type AtualizarDeputadoMutationVariables = Exact<{
  id: string | number;
  dados: DeputadoInput;
}>;


export type AtualizarDeputadoMutation = { atualizarDeputado: { id: string, nome: string, nomeCompleto: string, ativo: boolean, gabinete: number | null, email: string | null, telefone: string | null, lider: number, mesaDiretora: boolean, cargo: number | null, cargoDescricao: string | null, biografia: string | null, fotoUrl: string | null, fotoMiniatura: string | null, partido: { id: string, sigla: string, nome: string } | null, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, legislatura: { id: string, descricao: string, anoInicio: number, anoFim: number }, partido: { id: string, sigla: string } | null }>, afastamentos: Array<{ id: string, tipo: number, tipoDescricao: string, dataAfastamento: string, dataRetorno: string | null }>, deputadoAnoEmendas: Array<{ id: string, ano: number, ativo: boolean }> } };

export type ExcluirDeputadoMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirDeputadoMutation = { excluirDeputado: boolean };

export type OpcoesDeputadoQueryVariables = Exact<{ [key: string]: never; }>;


export type OpcoesDeputadoQuery = { partidos: { itens: Array<{ id: string, sigla: string, nome: string }> } | null, legislaturas: { itens: Array<{ id: string, descricao: string, anoInicio: number, anoFim: number }> } | null, cargosMesaDiretora: Array<{ id: number, nome: string }> | null, tiposAfastamento: Array<{ id: number, nome: string }> | null };

export type SolicitacoesFaleConoscoQueryVariables = Exact<{
  filtro?: FaleConoscoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type SolicitacoesFaleConoscoQuery = { solicitacoesFaleConosco: { total: number, totalPaginas: number, itens: Array<{ id: string, protocolo: string, nome: string, assunto: string, tipo: ObjetivoFaleConosco, status: StatusFaleConosco, createdAt: string }> } | null };

export type SolicitacaoFaleConoscoQueryVariables = Exact<{
  id: string | number;
}>;


export type SolicitacaoFaleConoscoQuery = { solicitacaoFaleConosco: { id: string, protocolo: string, nome: string, email: string, telefone: string | null, assunto: string, tipo: ObjetivoFaleConosco, mensagem: string, status: StatusFaleConosco, createdAt: string, respostaConteudo: string | null, respondidaEm: string | null, respondidaPor: string | null, pdfRespostaSolicitacao: { url: string, nome: string } | null } | null };

export type ResponderFaleConoscoMutationVariables = Exact<{
  id: string | number;
  dados: RespostaFaleConoscoInput;
}>;


export type ResponderFaleConoscoMutation = { responderFaleConosco: { id: string, status: StatusFaleConosco, respostaConteudo: string | null, respondidaEm: string | null, respondidaPor: string | null, pdfRespostaSolicitacao: { url: string, nome: string } | null } };

export type GaleriaDetalheFragment = { id: string, titulo: string, descricao: string | null, situacao: SituacaoGaleria, relacionadoId: string | null, relacionadoNome: string | null, ultimoCredito: string | null, urlSufixo: string, createdAt: string, categoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }, capa: { id: string, imagem: { miniatura: string } } | null, galeriaImagens: Array<{ id: string, titulo: string | null, credito: string | null, capa: boolean, ordem: number, imagem: { url: string, nome: string, miniatura: string } }> };

export type GaleriasAdminQueryVariables = Exact<{
  filtro?: GaleriaAdminFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type GaleriasAdminQuery = { galeriasAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, situacao: SituacaoGaleria, createdAt: string, relacionadoNome: string | null, categoria: { id: string, nome: string }, capa: { id: string, imagem: { miniatura: string } } | null }> } | null };

export type GaleriaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type GaleriaAdminQuery = { galeriaAdmin: { id: string, titulo: string, descricao: string | null, situacao: SituacaoGaleria, relacionadoId: string | null, relacionadoNome: string | null, ultimoCredito: string | null, urlSufixo: string, createdAt: string, categoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }, capa: { id: string, imagem: { miniatura: string } } | null, galeriaImagens: Array<{ id: string, titulo: string | null, credito: string | null, capa: boolean, ordem: number, imagem: { url: string, nome: string, miniatura: string } }> } | null };

export type OpcoesGaleriaQueryVariables = Exact<{ [key: string]: never; }>;


export type OpcoesGaleriaQuery = { galeriaCategorias: { itens: Array<{ id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }> } | null, deputados: { itens: Array<{ id: string, nome: string }> } | null, comissoes: { itens: Array<{ id: string, nome: string }> } | null };

export type CriarGaleriaMutationVariables = Exact<{
  dados: GaleriaInput;
}>;


export type CriarGaleriaMutation = { criarGaleria: { id: string, titulo: string, descricao: string | null, situacao: SituacaoGaleria, relacionadoId: string | null, relacionadoNome: string | null, ultimoCredito: string | null, urlSufixo: string, createdAt: string, categoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }, capa: { id: string, imagem: { miniatura: string } } | null, galeriaImagens: Array<{ id: string, titulo: string | null, credito: string | null, capa: boolean, ordem: number, imagem: { url: string, nome: string, miniatura: string } }> } };

export type AtualizarGaleriaMutationVariables = Exact<{
  id: string | number;
  dados: GaleriaInput;
}>;


export type AtualizarGaleriaMutation = { atualizarGaleria: { id: string, titulo: string, descricao: string | null, situacao: SituacaoGaleria, relacionadoId: string | null, relacionadoNome: string | null, ultimoCredito: string | null, urlSufixo: string, createdAt: string, categoria: { id: string, nome: string, tipoRelacionado: TipoRelacionadoGaleria | null }, capa: { id: string, imagem: { miniatura: string } } | null, galeriaImagens: Array<{ id: string, titulo: string | null, credito: string | null, capa: boolean, ordem: number, imagem: { url: string, nome: string, miniatura: string } }> } };

export type ExcluirGaleriaMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirGaleriaMutation = { excluirGaleria: boolean };

export type AlterarSituacaoGaleriaMutationVariables = Exact<{
  id: string | number;
  situacao: SituacaoGaleria;
}>;


export type AlterarSituacaoGaleriaMutation = { alterarSituacaoGaleria: { id: string, situacao: SituacaoGaleria } };

export type SalvarImagemGaleriaMutationVariables = Exact<{
  dados: GaleriaImagemInput;
}>;


export type SalvarImagemGaleriaMutation = { salvarImagemGaleria: { id: string } };

export type LegislaturasAdminQueryVariables = Exact<{
  filtro?: LegislaturaFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type LegislaturasAdminQuery = { legislaturasAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, numero: number, descricao: string, anoInicio: number, anoFim: number, atual: boolean, tipo: number, tipoDescricao: string }> } | null };

export type LegislaturaDetalheFragment = { id: string, numero: number, descricao: string, anoInicio: number, anoFim: number, atual: boolean, tipo: number, tipoDescricao: string, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, deputado: { id: string, nome: string }, partido: { id: string, sigla: string } | null }> };

export type LegislaturaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type LegislaturaAdminQuery = { legislaturaAdmin: { id: string, numero: number, descricao: string, anoInicio: number, anoFim: number, atual: boolean, tipo: number, tipoDescricao: string, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, deputado: { id: string, nome: string }, partido: { id: string, sigla: string } | null }> } | null };

export type CriarLegislaturaMutationVariables = Exact<{
  dados: LegislaturaInput;
}>;


export type CriarLegislaturaMutation = { criarLegislatura: { id: string, numero: number, descricao: string, anoInicio: number, anoFim: number, atual: boolean, tipo: number, tipoDescricao: string, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, deputado: { id: string, nome: string }, partido: { id: string, sigla: string } | null }> } };

export type AtualizarLegislaturaMutationVariables = Exact<{
  id: string | number;
  dados: LegislaturaInput;
}>;


export type AtualizarLegislaturaMutation = { atualizarLegislatura: { id: string, numero: number, descricao: string, anoInicio: number, anoFim: number, atual: boolean, tipo: number, tipoDescricao: string, deputadoLegislaturas: Array<{ id: string, dataInicio: string | null, deputado: { id: string, nome: string }, partido: { id: string, sigla: string } | null }> } };

export type ExcluirLegislaturaMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirLegislaturaMutation = { excluirLegislatura: boolean };

export type OpcoesLegislaturaQueryVariables = Exact<{ [key: string]: never; }>;


export type OpcoesLegislaturaQuery = { tiposLegislatura: Array<{ id: number, nome: string }> | null, deputados: { itens: Array<{ id: string, nome: string, partido: { sigla: string } | null }> } | null };

export type DeputadosAtivosQueryVariables = Exact<{ [key: string]: never; }>;


export type DeputadosAtivosQuery = { deputados: { itens: Array<{ id: string, nome: string }> } | null };

export type GabineteDoUsuarioQueryVariables = Exact<{ [key: string]: never; }>;


export type GabineteDoUsuarioQuery = { lotacaoAtiva: { id: string, deputado: { id: string, nome: string } | null } | null };

export type GaleriasParaNoticiaQueryVariables = Exact<{
  termo?: string | null | undefined;
}>;


export type GaleriasParaNoticiaQuery = { galeriasParaNoticia: Array<{ id: string, titulo: string }> | null };

export type NoticiasAdminQueryVariables = Exact<{
  filtro?: NoticiaAdminFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type NoticiasAdminQuery = { noticiasAdmin: { total: number, totalPaginas: number, itens: Array<{ id: string, titulo: string, resumo: string | null, categoria: CategoriaNoticia, destaqueNivel: DestaqueNivel | null, destaqueSlot: number | null, publicada: boolean, publicadaEm: string | null, usuarioCriador: string | null, createdAt: string, imagem: { miniatura: string } | null }> } | null };

export type NoticiaAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type NoticiaAdminQuery = { noticiaAdmin: { id: string, titulo: string, resumo: string | null, conteudo: string, fonte: string | null, categoria: CategoriaNoticia, destaqueNivel: DestaqueNivel | null, destaqueSlot: number | null, destaqueDescricao: string | null, imagemAlt: string | null, imagemLegenda: string | null, publicada: boolean, publicadaEm: string | null, urlSufixo: string, galeriaId: string | null, usuarioCriador: string | null, createdAt: string, updatedAt: string, imagem: { url: string, miniatura: string, nome: string } | null, deputado: { id: string, nome: string } | null, historico: Array<{ acao: string, usuario: string, createdAt: string }> } | null };

export type CriarNoticiaMutationVariables = Exact<{
  dados: NoticiaInput;
}>;


export type CriarNoticiaMutation = { criarNoticia: { id: string } };

export type AtualizarNoticiaMutationVariables = Exact<{
  id: string | number;
  dados: NoticiaInput;
}>;


export type AtualizarNoticiaMutation = { atualizarNoticia: { id: string } };

export type ExcluirNoticiaMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirNoticiaMutation = { excluirNoticia: boolean };

export type PublicarNoticiaMutationVariables = Exact<{
  id: string | number;
  dataPublicacao: string;
}>;


export type PublicarNoticiaMutation = { publicarNoticia: { id: string, publicada: boolean, publicadaEm: string | null } };

export type DespublicarNoticiaMutationVariables = Exact<{
  id: string | number;
}>;


export type DespublicarNoticiaMutation = { despublicarNoticia: { id: string, publicada: boolean, publicadaEm: string | null } };

export type DestaquesOcupadosQueryVariables = Exact<{ [key: string]: never; }>;


export type DestaquesOcupadosQuery = { destaquesNoticias: Array<{ id: string, titulo: string, destaqueNivel: DestaqueNivel | null, destaqueSlot: number | null }> | null };

export type RemuneracoesAdminQueryVariables = Exact<{
  filtro?: RemuneracaoFiltro | null | undefined;
  pagina: number;
  porPagina: number;
}>;


export type RemuneracoesAdminQuery = { remuneracoes: { total: number, totalPaginas: number, itens: Array<{ id: string, matricula: string, nome: string, cargo: string, vinculo: string, categoria: string, lotacao: string, gabinete: string | null, ano: number, mes: number, brutoFormatado: string, descontosFormatado: string, liquidoFormatado: string }> } | null };

export type RemuneracaoAdminQueryVariables = Exact<{
  id: string | number;
}>;


export type RemuneracaoAdminQuery = { remuneracao: { id: string, matricula: string, nome: string, cargo: string, vinculo: string, categoria: string, lotacao: string, gabinete: string | null, ano: number, mes: number, remuneracaoBasica: string, vantagens: string, indenizacoes: string, bruto: string, descontos: string, liquido: string, brutoFormatado: string, descontosFormatado: string, liquidoFormatado: string } | null };

export type ExcluirRemuneracaoAdminMutationVariables = Exact<{
  id: string | number;
}>;


export type ExcluirRemuneracaoAdminMutation = { excluirRemuneracao: boolean };

export type IniciarImportacaoRemuneracoesMutationVariables = Exact<{
  nomeArquivo: string;
  tamanho: number;
}>;


export type IniciarImportacaoRemuneracoesMutation = { iniciarImportacaoRemuneracoes: { id: string, situacao: string, percentual: number } };

export type ImportacaoRemuneracoesQueryVariables = Exact<{
  id: string | number;
}>;


export type ImportacaoRemuneracoesQuery = { importacaoRemuneracoes: { id: string, situacao: string, percentual: number, linhasProcessadas: number, linhasImportadas: number, bytesLidos: number, tamanho: number, mensagem: string | null, periodos: Array<string>, avisos: Array<string>, erros: Array<{ linha: number, mensagem: string }> } | null };

export type PainelNoticiasARevisarQueryVariables = Exact<{ [key: string]: never; }>;


export type PainelNoticiasARevisarQuery = { noticiasAdmin: { total: number, itens: Array<{ id: string, titulo: string, usuarioCriador: string | null, createdAt: string }> } | null };

export type PainelFaleConoscoAguardandoQueryVariables = Exact<{ [key: string]: never; }>;


export type PainelFaleConoscoAguardandoQuery = { solicitacoesFaleConosco: { total: number, itens: Array<{ id: string, protocolo: string, assunto: string, createdAt: string }> } | null };

export type ContadoresMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type ContadoresMenuQuery = { contadoresMenu: { faleConosco: number, agenda: number, galeria: number, noticias: number } | null };

export const AgendaDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]}}]} as unknown as DocumentNode<AgendaDetalheFragment, unknown>;
export const BannerDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"exibirAte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]} as unknown as DocumentNode<BannerDetalheFragment, unknown>;
export const ComissaoDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComissaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comissao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"deputadosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipeTecnicaComissoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trabalhosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linksComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ComissaoDetalheFragment, unknown>;
export const DeputadoDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeputadoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deputado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"nomeCompleto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"lider"}},{"kind":"Field","name":{"kind":"Name","value":"mesaDiretora"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"biografia"}},{"kind":"Field","name":{"kind":"Name","value":"fotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fotoMiniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"legislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"afastamentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataAfastamento"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoAnoEmendas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]}}]} as unknown as DocumentNode<DeputadoDetalheFragment, unknown>;
export const GaleriaDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GaleriaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Galeria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoId"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoNome"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoCredito"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"320"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"galeriaImagens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"credito"}},{"kind":"Field","name":{"kind":"Name","value":"capa"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]}]}}]}}]}}]} as unknown as DocumentNode<GaleriaDetalheFragment, unknown>;
export const LegislaturaDetalheFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislaturaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislatura"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"atual"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]} as unknown as DocumentNode<LegislaturaDetalheFragment, unknown>;
export const AeronavesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AeronavesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AeronaveFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aeronaves"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<AeronavesAdminQuery, AeronavesAdminQueryVariables>;
export const AeronaveAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AeronaveAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aeronave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AeronaveAdminQuery, AeronaveAdminQueryVariables>;
export const CriarAeronaveAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarAeronaveAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AeronaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarAeronave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarAeronaveAdminMutation, CriarAeronaveAdminMutationVariables>;
export const AtualizarAeronaveAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarAeronaveAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AeronaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarAeronave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"prefixo"}},{"kind":"Field","name":{"kind":"Name","value":"modelo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarAeronaveAdminMutation, AtualizarAeronaveAdminMutationVariables>;
export const ExcluirAeronaveAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirAeronaveAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirAeronave"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirAeronaveAdminMutation, ExcluirAeronaveAdminMutationVariables>;
export const CategoriasDoLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriasDoLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<CategoriasDoLinkQuery, CategoriasDoLinkQueryVariables>;
export const CategoriasLinksAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriasLinksAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaLinkFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriasLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<CategoriasLinksAdminQuery, CategoriasLinksAdminQueryVariables>;
export const CategoriaLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoriaLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<CategoriaLinkAdminQuery, CategoriaLinkAdminQueryVariables>;
export const CriarCategoriaLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarCategoriaLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarCategoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<CriarCategoriaLinkAdminMutation, CriarCategoriaLinkAdminMutationVariables>;
export const AtualizarCategoriaLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarCategoriaLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoriaLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarCategoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}}]}}]}}]} as unknown as DocumentNode<AtualizarCategoriaLinkAdminMutation, AtualizarCategoriaLinkAdminMutationVariables>;
export const ExcluirCategoriaLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirCategoriaLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirCategoriaLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirCategoriaLinkAdminMutation, ExcluirCategoriaLinkAdminMutationVariables>;
export const DemonstrativosDespesasComPessoalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemonstrativosDespesasComPessoalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DemonstrativoDespesasComPessoalFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demonstrativosDespesasComPessoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<DemonstrativosDespesasComPessoalAdminQuery, DemonstrativosDespesasComPessoalAdminQueryVariables>;
export const DemonstrativoDespesasComPessoalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemonstrativoDespesasComPessoalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demonstrativoDespesasComPessoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<DemonstrativoDespesasComPessoalAdminQuery, DemonstrativoDespesasComPessoalAdminQueryVariables>;
export const CriarDemonstrativoDespesasComPessoalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarDemonstrativoDespesasComPessoalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DemonstrativoDespesasComPessoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarDemonstrativoDespesasComPessoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarDemonstrativoDespesasComPessoalAdminMutation, CriarDemonstrativoDespesasComPessoalAdminMutationVariables>;
export const AtualizarDemonstrativoDespesasComPessoalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarDemonstrativoDespesasComPessoalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DemonstrativoDespesasComPessoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarDemonstrativoDespesasComPessoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarDemonstrativoDespesasComPessoalAdminMutation, AtualizarDemonstrativoDespesasComPessoalAdminMutationVariables>;
export const ExcluirDemonstrativoDespesasComPessoalAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirDemonstrativoDespesasComPessoalAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirDemonstrativoDespesasComPessoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirDemonstrativoDespesasComPessoalAdminMutation, ExcluirDemonstrativoDespesasComPessoalAdminMutationVariables>;
export const GaleriaCategoriasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaleriaCategoriasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaCategoriaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriaCategorias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<GaleriaCategoriasAdminQuery, GaleriaCategoriasAdminQueryVariables>;
export const GaleriaCategoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaleriaCategoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriaCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}}]}}]} as unknown as DocumentNode<GaleriaCategoriaAdminQuery, GaleriaCategoriaAdminQueryVariables>;
export const CriarGaleriaCategoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarGaleriaCategoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaCategoriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarGaleriaCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}}]}}]} as unknown as DocumentNode<CriarGaleriaCategoriaAdminMutation, CriarGaleriaCategoriaAdminMutationVariables>;
export const AtualizarGaleriaCategoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarGaleriaCategoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaCategoriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarGaleriaCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}}]}}]} as unknown as DocumentNode<AtualizarGaleriaCategoriaAdminMutation, AtualizarGaleriaCategoriaAdminMutationVariables>;
export const ExcluirGaleriaCategoriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirGaleriaCategoriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirGaleriaCategoria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirGaleriaCategoriaAdminMutation, ExcluirGaleriaCategoriaAdminMutationVariables>;
export const GestoesFiscaisAnuaisAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GestoesFiscaisAnuaisAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GestaoFiscalAnualFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gestoesFiscaisAnuais"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<GestoesFiscaisAnuaisAdminQuery, GestoesFiscaisAnuaisAdminQueryVariables>;
export const GestaoFiscalAnualAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GestaoFiscalAnualAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gestaoFiscalAnual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<GestaoFiscalAnualAdminQuery, GestaoFiscalAnualAdminQueryVariables>;
export const CriarGestaoFiscalAnualAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarGestaoFiscalAnualAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GestaoFiscalAnualInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarGestaoFiscalAnual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarGestaoFiscalAnualAdminMutation, CriarGestaoFiscalAnualAdminMutationVariables>;
export const AtualizarGestaoFiscalAnualAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarGestaoFiscalAnualAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GestaoFiscalAnualInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarGestaoFiscalAnual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarGestaoFiscalAnualAdminMutation, AtualizarGestaoFiscalAnualAdminMutationVariables>;
export const ExcluirGestaoFiscalAnualAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirGestaoFiscalAnualAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirGestaoFiscalAnual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirGestaoFiscalAnualAdminMutation, ExcluirGestaoFiscalAnualAdminMutationVariables>;
export const LinksAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinksAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"links"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaLinkId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<LinksAdminQuery, LinksAdminQueryVariables>;
export const LinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaLinkId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}}]}}]} as unknown as DocumentNode<LinkAdminQuery, LinkAdminQueryVariables>;
export const CriarLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaLinkId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}}]}}]} as unknown as DocumentNode<CriarLinkAdminMutation, CriarLinkAdminMutationVariables>;
export const AtualizarLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaLinkId"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaNome"}}]}}]}}]} as unknown as DocumentNode<AtualizarLinkAdminMutation, AtualizarLinkAdminMutationVariables>;
export const ExcluirLinkAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirLinkAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirLinkAdminMutation, ExcluirLinkAdminMutationVariables>;
export const OrcamentosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrcamentosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrcamentoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orcamentos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoal"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<OrcamentosAdminQuery, OrcamentosAdminQueryVariables>;
export const OrcamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrcamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orcamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoal"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<OrcamentoAdminQuery, OrcamentoAdminQueryVariables>;
export const CriarOrcamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarOrcamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrcamentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarOrcamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoal"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarOrcamentoAdminMutation, CriarOrcamentoAdminMutationVariables>;
export const AtualizarOrcamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarOrcamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrcamentoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarOrcamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoal"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"autorizadoComPessoalFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarOrcamentoAdminMutation, AtualizarOrcamentoAdminMutationVariables>;
export const ExcluirOrcamentoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirOrcamentoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirOrcamento"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirOrcamentoAdminMutation, ExcluirOrcamentoAdminMutationVariables>;
export const PrestacoesContasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrestacoesContasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PrestacaoContasFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prestacoesContas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastro"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastroDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<PrestacoesContasAdminQuery, PrestacoesContasAdminQueryVariables>;
export const PrestacaoContasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrestacaoContasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prestacaoContas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastro"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastroDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<PrestacaoContasAdminQuery, PrestacaoContasAdminQueryVariables>;
export const CriarPrestacaoContasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarPrestacaoContasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrestacaoContasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarPrestacaoContas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastro"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastroDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarPrestacaoContasAdminMutation, CriarPrestacaoContasAdminMutationVariables>;
export const AtualizarPrestacaoContasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarPrestacaoContasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PrestacaoContasInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarPrestacaoContas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastro"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipoCadastroDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarPrestacaoContasAdminMutation, AtualizarPrestacaoContasAdminMutationVariables>;
export const ExcluirPrestacaoContasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirPrestacaoContasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirPrestacaoContas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirPrestacaoContasAdminMutation, ExcluirPrestacaoContasAdminMutationVariables>;
export const QuadrosRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuadrosRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QuadroRemuneracaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quadrosRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<QuadrosRemuneracaoAdminQuery, QuadrosRemuneracaoAdminQueryVariables>;
export const QuadroRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuadroRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quadroRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<QuadroRemuneracaoAdminQuery, QuadroRemuneracaoAdminQueryVariables>;
export const CriarQuadroRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarQuadroRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuadroRemuneracaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarQuadroRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarQuadroRemuneracaoAdminMutation, CriarQuadroRemuneracaoAdminMutationVariables>;
export const AtualizarQuadroRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarQuadroRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuadroRemuneracaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarQuadroRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarQuadroRemuneracaoAdminMutation, AtualizarQuadroRemuneracaoAdminMutationVariables>;
export const ExcluirQuadroRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirQuadroRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirQuadroRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirQuadroRemuneracaoAdminMutation, ExcluirQuadroRemuneracaoAdminMutationVariables>;
export const SancoesAdministrativasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SancoesAdministrativasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SancaoAdministrativaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sancoesAdministrativas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"sancao"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<SancoesAdministrativasAdminQuery, SancoesAdministrativasAdminQueryVariables>;
export const SancaoAdministrativaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SancaoAdministrativaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sancaoAdministrativa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"sancao"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<SancaoAdministrativaAdminQuery, SancaoAdministrativaAdminQueryVariables>;
export const CriarSancaoAdministrativaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarSancaoAdministrativaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SancaoAdministrativaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarSancaoAdministrativa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"sancao"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CriarSancaoAdministrativaAdminMutation, CriarSancaoAdministrativaAdminMutationVariables>;
export const AtualizarSancaoAdministrativaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarSancaoAdministrativaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SancaoAdministrativaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarSancaoAdministrativa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"empresa"}},{"kind":"Field","name":{"kind":"Name","value":"cnpj"}},{"kind":"Field","name":{"kind":"Name","value":"sancao"}},{"kind":"Field","name":{"kind":"Name","value":"processo"}},{"kind":"Field","name":{"kind":"Name","value":"dataPublicacao"}},{"kind":"Field","name":{"kind":"Name","value":"cnpjFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"arquivo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarSancaoAdministrativaAdminMutation, AtualizarSancaoAdministrativaAdminMutationVariables>;
export const ExcluirSancaoAdministrativaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirSancaoAdministrativaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirSancaoAdministrativa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirSancaoAdministrativaAdminMutation, ExcluirSancaoAdministrativaAdminMutationVariables>;
export const AgendasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgendasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaAdminFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agendasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaDetalhe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]}}]} as unknown as DocumentNode<AgendasAdminQuery, AgendasAdminQueryVariables>;
export const AgendaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgendaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agendaAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]}}]} as unknown as DocumentNode<AgendaAdminQuery, AgendaAdminQueryVariables>;
export const CriarAgendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarAgenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]}}]} as unknown as DocumentNode<CriarAgendaMutation, CriarAgendaMutationVariables>;
export const AtualizarAgendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarAgenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgendaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgendaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Agenda"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"agendaItens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"horario"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"local"}},{"kind":"Field","name":{"kind":"Name","value":"pauta"}},{"kind":"Field","name":{"kind":"Name","value":"tipoEnvolvido"}},{"kind":"Field","name":{"kind":"Name","value":"envolvido"}}]}}]}}]} as unknown as DocumentNode<AtualizarAgendaMutation, AtualizarAgendaMutationVariables>;
export const ExcluirAgendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirAgenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirAgendaMutation, ExcluirAgendaMutationVariables>;
export const AlterarSituacaoAgendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarSituacaoAgenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"situacao"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SituacaoAgenda"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarSituacaoAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"situacao"},"value":{"kind":"Variable","name":{"kind":"Name","value":"situacao"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}}]}}]}}]} as unknown as DocumentNode<AlterarSituacaoAgendaMutation, AlterarSituacaoAgendaMutationVariables>;
export const BannersAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BannersAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bannersAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerDetalhe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"exibirAte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]} as unknown as DocumentNode<BannersAdminQuery, BannersAdminQueryVariables>;
export const BannerAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BannerAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bannerAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"exibirAte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]} as unknown as DocumentNode<BannerAdminQuery, BannerAdminQueryVariables>;
export const CriarBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"exibirAte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]} as unknown as DocumentNode<CriarBannerMutation, CriarBannerMutationVariables>;
export const AtualizarBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BannerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"exibirAte"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"largura"}},{"kind":"Field","name":{"kind":"Name","value":"altura"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}}]} as unknown as DocumentNode<AtualizarBannerMutation, AtualizarBannerMutationVariables>;
export const ExcluirBannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirBanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirBanner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirBannerMutation, ExcluirBannerMutationVariables>;
export const ComissoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComissoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComissaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comissoesAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<ComissoesAdminQuery, ComissoesAdminQueryVariables>;
export const ComissaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComissaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comissaoAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComissaoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComissaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comissao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"deputadosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipeTecnicaComissoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trabalhosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linksComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ComissaoAdminQuery, ComissaoAdminQueryVariables>;
export const CriarComissaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarComissao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComissaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarComissao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComissaoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComissaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comissao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"deputadosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipeTecnicaComissoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trabalhosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linksComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CriarComissaoMutation, CriarComissaoMutationVariables>;
export const AtualizarComissaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarComissao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComissaoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarComissao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComissaoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComissaoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comissao"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"ativa"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"deputadosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"equipeTecnicaComissoes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"funcao"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trabalhosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"arquivosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linksComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"categoriaDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AtualizarComissaoMutation, AtualizarComissaoMutationVariables>;
export const ExcluirComissaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirComissao"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirComissao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirComissaoMutation, ExcluirComissaoMutationVariables>;
export const OpcoesComissaoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpcoesComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiposComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargosComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiposArquivoComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiposTrabalhoComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoriasLinkComissao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ativo"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpcoesComissaoQuery, OpcoesComissaoQueryVariables>;
export const DeputadosAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeputadosAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeputadoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deputadosAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"nomeCompleto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"lider"}},{"kind":"Field","name":{"kind":"Name","value":"mesaDiretora"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<DeputadosAdminQuery, DeputadosAdminQueryVariables>;
export const DeputadoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeputadoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deputadoAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeputadoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeputadoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deputado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"nomeCompleto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"lider"}},{"kind":"Field","name":{"kind":"Name","value":"mesaDiretora"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"biografia"}},{"kind":"Field","name":{"kind":"Name","value":"fotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fotoMiniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"legislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"afastamentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataAfastamento"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoAnoEmendas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]}}]} as unknown as DocumentNode<DeputadoAdminQuery, DeputadoAdminQueryVariables>;
export const CriarDeputadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarDeputado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeputadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarDeputado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeputadoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeputadoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deputado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"nomeCompleto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"lider"}},{"kind":"Field","name":{"kind":"Name","value":"mesaDiretora"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"biografia"}},{"kind":"Field","name":{"kind":"Name","value":"fotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fotoMiniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"legislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"afastamentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataAfastamento"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoAnoEmendas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]}}]} as unknown as DocumentNode<CriarDeputadoMutation, CriarDeputadoMutationVariables>;
export const AtualizarDeputadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarDeputado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeputadoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarDeputado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeputadoDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeputadoDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deputado"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"nomeCompleto"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"lider"}},{"kind":"Field","name":{"kind":"Name","value":"mesaDiretora"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"cargoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"biografia"}},{"kind":"Field","name":{"kind":"Name","value":"fotoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fotoMiniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"legislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"afastamentos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"dataAfastamento"}},{"kind":"Field","name":{"kind":"Name","value":"dataRetorno"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputadoAnoEmendas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"ativo"}}]}}]}}]} as unknown as DocumentNode<AtualizarDeputadoMutation, AtualizarDeputadoMutationVariables>;
export const ExcluirDeputadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirDeputado"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirDeputado"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirDeputadoMutation, ExcluirDeputadoMutationVariables>;
export const OpcoesDeputadoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpcoesDeputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partidos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"legislaturas"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cargosMesaDiretora"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiposAfastamento"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]} as unknown as DocumentNode<OpcoesDeputadoQuery, OpcoesDeputadoQueryVariables>;
export const SolicitacoesFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolicitacoesFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FaleConoscoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitacoesFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<SolicitacoesFaleConoscoQuery, SolicitacoesFaleConoscoQueryVariables>;
export const SolicitacaoFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SolicitacaoFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitacaoFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telefone"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"respostaConteudo"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaPor"}},{"kind":"Field","name":{"kind":"Name","value":"pdfRespostaSolicitacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<SolicitacaoFaleConoscoQuery, SolicitacaoFaleConoscoQueryVariables>;
export const ResponderFaleConoscoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResponderFaleConosco"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RespostaFaleConoscoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"responderFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"respostaConteudo"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaEm"}},{"kind":"Field","name":{"kind":"Name","value":"respondidaPor"}},{"kind":"Field","name":{"kind":"Name","value":"pdfRespostaSolicitacao"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<ResponderFaleConoscoMutation, ResponderFaleConoscoMutationVariables>;
export const GaleriasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaleriasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaAdminFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoNome"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"320"}}]}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<GaleriasAdminQuery, GaleriasAdminQueryVariables>;
export const GaleriaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaleriaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriaAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GaleriaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GaleriaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Galeria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoId"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoNome"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoCredito"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"320"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"galeriaImagens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"credito"}},{"kind":"Field","name":{"kind":"Name","value":"capa"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]}]}}]}}]}}]} as unknown as DocumentNode<GaleriaAdminQuery, GaleriaAdminQueryVariables>;
export const OpcoesGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpcoesGaleria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriaCategorias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"comissoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<OpcoesGaleriaQuery, OpcoesGaleriaQueryVariables>;
export const CriarGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarGaleria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarGaleria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GaleriaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GaleriaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Galeria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoId"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoNome"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoCredito"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"320"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"galeriaImagens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"credito"}},{"kind":"Field","name":{"kind":"Name","value":"capa"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]}]}}]}}]}}]} as unknown as DocumentNode<CriarGaleriaMutation, CriarGaleriaMutationVariables>;
export const AtualizarGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarGaleria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarGaleria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GaleriaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GaleriaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Galeria"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoId"}},{"kind":"Field","name":{"kind":"Name","value":"relacionadoNome"}},{"kind":"Field","name":{"kind":"Name","value":"ultimoCredito"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"tipoRelacionado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capa"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"320"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"galeriaImagens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"credito"}},{"kind":"Field","name":{"kind":"Name","value":"capa"}},{"kind":"Field","name":{"kind":"Name","value":"ordem"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"160"}}]}]}}]}}]}}]} as unknown as DocumentNode<AtualizarGaleriaMutation, AtualizarGaleriaMutationVariables>;
export const ExcluirGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirGaleria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirGaleria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirGaleriaMutation, ExcluirGaleriaMutationVariables>;
export const AlterarSituacaoGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AlterarSituacaoGaleria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"situacao"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SituacaoGaleria"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alterarSituacaoGaleria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"situacao"},"value":{"kind":"Variable","name":{"kind":"Name","value":"situacao"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}}]}}]}}]} as unknown as DocumentNode<AlterarSituacaoGaleriaMutation, AlterarSituacaoGaleriaMutationVariables>;
export const SalvarImagemGaleriaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalvarImagemGaleria"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GaleriaImagemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salvarImagemGaleria"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SalvarImagemGaleriaMutation, SalvarImagemGaleriaMutationVariables>;
export const LegislaturasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegislaturasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LegislaturaFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislaturasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"atual"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<LegislaturasAdminQuery, LegislaturasAdminQueryVariables>;
export const LegislaturaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegislaturaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legislaturaAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislaturaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislaturaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislatura"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"atual"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]} as unknown as DocumentNode<LegislaturaAdminQuery, LegislaturaAdminQueryVariables>;
export const CriarLegislaturaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarLegislatura"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegislaturaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarLegislatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislaturaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislaturaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislatura"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"atual"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]} as unknown as DocumentNode<CriarLegislaturaMutation, CriarLegislaturaMutationVariables>;
export const AtualizarLegislaturaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarLegislatura"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegislaturaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarLegislatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LegislaturaDetalhe"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LegislaturaDetalhe"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Legislatura"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"descricao"}},{"kind":"Field","name":{"kind":"Name","value":"anoInicio"}},{"kind":"Field","name":{"kind":"Name","value":"anoFim"}},{"kind":"Field","name":{"kind":"Name","value":"atual"}},{"kind":"Field","name":{"kind":"Name","value":"tipo"}},{"kind":"Field","name":{"kind":"Name","value":"tipoDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"deputadoLegislaturas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dataInicio"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]} as unknown as DocumentNode<AtualizarLegislaturaMutation, AtualizarLegislaturaMutationVariables>;
export const ExcluirLegislaturaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirLegislatura"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirLegislatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirLegislaturaMutation, ExcluirLegislaturaMutationVariables>;
export const OpcoesLegislaturaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpcoesLegislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiposLegislatura"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"partido"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sigla"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpcoesLegislaturaQuery, OpcoesLegislaturaQueryVariables>;
export const DeputadosAtivosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeputadosAtivos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deputados"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ativo"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"41"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<DeputadosAtivosQuery, DeputadosAtivosQueryVariables>;
export const GabineteDoUsuarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GabineteDoUsuario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotacaoAtiva"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}}]}}]}}]} as unknown as DocumentNode<GabineteDoUsuarioQuery, GabineteDoUsuarioQueryVariables>;
export const GaleriasParaNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GaleriasParaNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"termo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galeriasParaNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"termo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"termo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}}]}}]}}]} as unknown as DocumentNode<GaleriasParaNoticiaQuery, GaleriasParaNoticiaQueryVariables>;
export const NoticiasAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticiasAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticiaAdminFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticiasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueNivel"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueSlot"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"usuarioCriador"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<NoticiasAdminQuery, NoticiasAdminQueryVariables>;
export const NoticiaAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticiaAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticiaAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"resumo"}},{"kind":"Field","name":{"kind":"Name","value":"conteudo"}},{"kind":"Field","name":{"kind":"Name","value":"fonte"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueNivel"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueSlot"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueDescricao"}},{"kind":"Field","name":{"kind":"Name","value":"imagemAlt"}},{"kind":"Field","name":{"kind":"Name","value":"imagemLegenda"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}},{"kind":"Field","name":{"kind":"Name","value":"urlSufixo"}},{"kind":"Field","name":{"kind":"Name","value":"galeriaId"}},{"kind":"Field","name":{"kind":"Name","value":"usuarioCriador"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"imagem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"miniatura"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"largura"},"value":{"kind":"IntValue","value":"400"}}]},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deputado"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"historico"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acao"}},{"kind":"Field","name":{"kind":"Name","value":"usuario"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<NoticiaAdminQuery, NoticiaAdminQueryVariables>;
export const CriarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CriarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticiaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"criarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CriarNoticiaMutation, CriarNoticiaMutationVariables>;
export const AtualizarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AtualizarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dados"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticiaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"atualizarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dados"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dados"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AtualizarNoticiaMutation, AtualizarNoticiaMutationVariables>;
export const ExcluirNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirNoticiaMutation, ExcluirNoticiaMutationVariables>;
export const PublicarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dataPublicacao"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"dataPublicacao"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dataPublicacao"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}}]}}]}}]} as unknown as DocumentNode<PublicarNoticiaMutation, PublicarNoticiaMutationVariables>;
export const DespublicarNoticiaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DespublicarNoticia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"despublicarNoticia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicada"}},{"kind":"Field","name":{"kind":"Name","value":"publicadaEm"}}]}}]}}]} as unknown as DocumentNode<DespublicarNoticiaMutation, DespublicarNoticiaMutationVariables>;
export const DestaquesOcupadosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DestaquesOcupados"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destaquesNoticias"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueNivel"}},{"kind":"Field","name":{"kind":"Name","value":"destaqueSlot"}}]}}]}}]} as unknown as DocumentNode<DestaquesOcupadosQuery, DestaquesOcupadosQueryVariables>;
export const RemuneracoesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RemuneracoesAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RemuneracaoFiltro"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remuneracoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filtro"}}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pagina"}}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"Variable","name":{"kind":"Name","value":"porPagina"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"vinculo"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"brutoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"descontosFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"liquidoFormatado"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaginas"}}]}}]}}]} as unknown as DocumentNode<RemuneracoesAdminQuery, RemuneracoesAdminQueryVariables>;
export const RemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matricula"}},{"kind":"Field","name":{"kind":"Name","value":"nome"}},{"kind":"Field","name":{"kind":"Name","value":"cargo"}},{"kind":"Field","name":{"kind":"Name","value":"vinculo"}},{"kind":"Field","name":{"kind":"Name","value":"categoria"}},{"kind":"Field","name":{"kind":"Name","value":"lotacao"}},{"kind":"Field","name":{"kind":"Name","value":"gabinete"}},{"kind":"Field","name":{"kind":"Name","value":"ano"}},{"kind":"Field","name":{"kind":"Name","value":"mes"}},{"kind":"Field","name":{"kind":"Name","value":"remuneracaoBasica"}},{"kind":"Field","name":{"kind":"Name","value":"vantagens"}},{"kind":"Field","name":{"kind":"Name","value":"indenizacoes"}},{"kind":"Field","name":{"kind":"Name","value":"bruto"}},{"kind":"Field","name":{"kind":"Name","value":"descontos"}},{"kind":"Field","name":{"kind":"Name","value":"liquido"}},{"kind":"Field","name":{"kind":"Name","value":"brutoFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"descontosFormatado"}},{"kind":"Field","name":{"kind":"Name","value":"liquidoFormatado"}}]}}]}}]} as unknown as DocumentNode<RemuneracaoAdminQuery, RemuneracaoAdminQueryVariables>;
export const ExcluirRemuneracaoAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExcluirRemuneracaoAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"excluirRemuneracao"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ExcluirRemuneracaoAdminMutation, ExcluirRemuneracaoAdminMutationVariables>;
export const IniciarImportacaoRemuneracoesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IniciarImportacaoRemuneracoes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nomeArquivo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tamanho"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iniciarImportacaoRemuneracoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nomeArquivo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nomeArquivo"}}},{"kind":"Argument","name":{"kind":"Name","value":"tamanho"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tamanho"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"percentual"}}]}}]}}]} as unknown as DocumentNode<IniciarImportacaoRemuneracoesMutation, IniciarImportacaoRemuneracoesMutationVariables>;
export const ImportacaoRemuneracoesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportacaoRemuneracoes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importacaoRemuneracoes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"situacao"}},{"kind":"Field","name":{"kind":"Name","value":"percentual"}},{"kind":"Field","name":{"kind":"Name","value":"linhasProcessadas"}},{"kind":"Field","name":{"kind":"Name","value":"linhasImportadas"}},{"kind":"Field","name":{"kind":"Name","value":"bytesLidos"}},{"kind":"Field","name":{"kind":"Name","value":"tamanho"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}},{"kind":"Field","name":{"kind":"Name","value":"periodos"}},{"kind":"Field","name":{"kind":"Name","value":"avisos"}},{"kind":"Field","name":{"kind":"Name","value":"erros"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linha"}},{"kind":"Field","name":{"kind":"Name","value":"mensagem"}}]}}]}}]}}]} as unknown as DocumentNode<ImportacaoRemuneracoesQuery, ImportacaoRemuneracoesQueryVariables>;
export const PainelNoticiasARevisarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PainelNoticiasARevisar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticiasAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"a_revisar"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"titulo"}},{"kind":"Field","name":{"kind":"Name","value":"usuarioCriador"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PainelNoticiasARevisarQuery, PainelNoticiasARevisarQueryVariables>;
export const PainelFaleConoscoAguardandoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PainelFaleConoscoAguardando"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"solicitacoesFaleConosco"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filtro"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"aguardando_resposta"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pagina"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"porPagina"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocolo"}},{"kind":"Field","name":{"kind":"Name","value":"assunto"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<PainelFaleConoscoAguardandoQuery, PainelFaleConoscoAguardandoQueryVariables>;
export const ContadoresMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContadoresMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contadoresMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faleConosco"}},{"kind":"Field","name":{"kind":"Name","value":"agenda"}},{"kind":"Field","name":{"kind":"Name","value":"galeria"}},{"kind":"Field","name":{"kind":"Name","value":"noticias"}}]}}]}}]} as unknown as DocumentNode<ContadoresMenuQuery, ContadoresMenuQueryVariables>;