import { Box, Checkbox, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';

/**
 * Escolha de permissões e funcionalidades: só as do catálogo (`catalogoDePermissoes`, as que o portal verifica).
 * Agrupadas por recurso: marcar o recurso (`api/admin/noticias`) vale por todas as ações dele.
 */
export function SeletorDePermissoes({
  catalogo,
  permissoes,
  funcionalidades,
  aoMudar,
}: {
  catalogo: { permissoes: readonly string[]; funcionalidades: readonly string[] };
  permissoes: readonly string[];
  funcionalidades: readonly string[];
  aoMudar: (escolha: { permissoes: string[]; funcionalidades: string[] }) => void;
}) {
  const alternar = (lista: readonly string[], item: string) => (lista.includes(item) ? lista.filter((i) => i !== item) : [...lista, item]);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Permissões</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="1" maxH="72" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
        {catalogo.permissoes.map((p) => (
          <Checkbox.Root key={p} size="sm" checked={permissoes.includes(p)} onCheckedChange={() => aoMudar({ permissoes: alternar(permissoes, p), funcionalidades: [...funcionalidades] })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight={p.includes('#') ? 'normal' : 'bold'}>{p}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      <Box>
        <Text fontWeight="medium" mt="2">
          Funcionalidades
        </Text>
        {catalogo.funcionalidades.map((f) => (
          <Checkbox.Root key={f} size="sm" mr="4" checked={funcionalidades.includes(f)} onCheckedChange={() => aoMudar({ permissoes: [...permissoes], funcionalidades: alternar(funcionalidades, f) })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{f}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Box>
    </Fieldset.Root>
  );
}
