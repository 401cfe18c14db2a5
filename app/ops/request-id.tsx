// The request's id for the error page ('Reference: …'), handed from entry.server.tsx.
// In the browser it is empty: the server already printed it.
import { createContext, useContext } from "react";

const RequestIdContext = createContext<string>("");

export const RequestIdProvider = RequestIdContext.Provider;
export const useRequestId = () => useContext(RequestIdContext);
