// The layout of every route that talks to the gateway through the Apollo client: all but /signin,
// which loads without it.
import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router-dom';
import { apolloClient } from './client';

export function ApolloRoot() {
  return (
    <ApolloProvider client={apolloClient}>
      <Outlet />
    </ApolloProvider>
  );
}
