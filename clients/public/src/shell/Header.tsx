import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router';
import { MENU_PRINCIPAL, SITE } from '../site';

const ItemLink = chakra(NavLink);

export function Header() {
  return (
    <Box as="header" bg="brand.solid" color="brand.contrast">
      <Container maxW="6xl" py="4">
        <Flex direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ md: 'center' }}>
          <RouterLink to="/" aria-label={`${SITE.nome}: página inicial`}>
            <Text as="span" display="block" fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="azul.100">
              Estado de Goiás
            </Text>
            <Text as="span" display="block" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" lineHeight="short">
              {SITE.nome}
            </Text>
          </RouterLink>
          <Box as="nav" aria-label="Navegação principal">
            <Flex as="ul" listStyleType="none" wrap="wrap" gap={{ base: '1', md: '2' }} m="0" p="0">
              {MENU_PRINCIPAL.map((item) => (
                <li key={item.href}>
                  <ItemLink
                    to={item.href}
                    end={item.href === '/'}
                    display="inline-block"
                    px="3"
                    py="2"
                    borderRadius="md"
                    fontWeight="medium"
                    color="brand.contrast"
                    textDecoration="none"
                    _hover={{ bg: 'azul.700', textDecoration: 'underline' }}
                    _currentPage={{ bg: 'azul.950', textDecoration: 'underline', textUnderlineOffset: '4px' }}
                  >
                    {item.rotulo}
                  </ItemLink>
                </li>
              ))}
            </Flex>
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
