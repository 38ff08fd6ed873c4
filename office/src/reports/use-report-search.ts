/**
 * The address's query while the reports screen is shown: read again whenever the app's history
 * moves (Show, Back, Forward), since the history tells paths and the query is the screen's own.
 */
import { useEffect, useState } from "react";
import { useOffice } from "../app/office-context.js";

const currentSearch = (): string => globalThis.location?.search.replace(/^\?/, "") ?? "";

export function useReportSearch(): string {
  const { history } = useOffice();
  const [search, setSearch] = useState(currentSearch);
  useEffect(() => history.subscribe(() => setSearch(currentSearch())), [history]);
  return search;
}
