// Places the search box island (header, home hero, results page) with the page's locale and layout.
import { usePageContext } from "../page-context.tsx";
import { Island } from "../Island.tsx";
import SearchBox from "../../islands/SearchBox.tsx";

type SearchFormProps = {
  size?: "normal" | "large";
  defaultValue?: string;
  id: string;
  whenBounds?: { min: string; max: string };
};

/** `whenBounds` adds the date and party fields (the home hero). */
export function SearchForm({ size = "normal", defaultValue = "", id, whenBounds }: SearchFormProps) {
  const { locale, site } = usePageContext();
  return (
    <Island
      name="SearchBox"
      component={SearchBox}
      props={{ locale, layout: site.layoutType, size, defaultValue, id, whenBounds }}
      when="interaction"
    />
  );
}
