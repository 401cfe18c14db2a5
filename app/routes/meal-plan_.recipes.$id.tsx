import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AccessGate } from "~/billing/ui";
import { mealAccess } from "~/meals/access.server";
import { recipeById } from "~/meals/macros";
import { RecipeView } from "~/meals/ui/recipe-view";
import { recipePage } from "~/meals/views";
import { Page } from "~/ui/page";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.recipe?.name ?? "Recipe"} | Glowup` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { gate } = await mealAccess(request, context);
  if (gate.kind !== "open") return { gate, recipe: null };
  const recipe = recipeById(params.id ?? "");
  if (!recipe) throw new Response("Not found", { status: 404 });
  return { gate, recipe: recipePage(recipe) };
}

export default function RecipeRoute() {
  const { gate, recipe } = useLoaderData<typeof loader>();
  return (
    <Page title={recipe?.name ?? "Recipe"} subtitle={recipe ? undefined : "Part of the Pro and Elite meal plans."}>
      {gate.kind === "open" && recipe ? (
        <RecipeView recipe={recipe} />
      ) : (
        <AccessGate gate={gate.kind === "open" ? { kind: "signin" } : gate} />
      )}
    </Page>
  );
}
