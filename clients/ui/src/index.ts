// Peças compartilhadas pelos clientes (site público, administração, explorador).
export { brandConfig } from './theme/brand';
export { leanSystem, PALETAS_DO_SITE_PUBLICO, system } from './theme/systems';
// O cliente Apollo fica fora deste índice, em '@alego/ui/apollo': o site público o
// carrega sob demanda e um reexport aqui o arrastaria para o bundle inicial.
export { createEmotionCache, EMOTION_KEY } from './emotion';
export { formatData, formatDataExtenso, formatDataHora, formatMoeda, formatNumero, formatPorcentagem, LOCALE, registrarFormatos, semearFormatos, TIME_ZONE } from './format';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { Loading, type LoadingProps } from './components/Loading';
export { PageTitle, type PageTitleProps } from './components/PageTitle';
export { SkipLink, type SkipLinkProps } from './components/SkipLink';
export { Toaster, toaster } from './toaster';
export { CampoData, deIso, paraIso, type CampoDataProps, type DataIso } from './components/CampoData';
export { Recaptcha, type RecaptchaProps } from './components/Recaptcha';
export { baixarArquivo, blobDeBase64 } from './download';
