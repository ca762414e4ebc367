// React Router's typegen declares this flag for the app's own type check. The server entry declares it as
// well, so that projects compiling the server without the typegen output (the launcher in scripts/) see
// the same middleware-enabled load context type.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

export {};
