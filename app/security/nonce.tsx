// The request's Content-Security-Policy nonce, handed from entry.server.tsx to the
// inline scripts Remix renders (root.tsx). In the browser it is empty: scripts already ran.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
