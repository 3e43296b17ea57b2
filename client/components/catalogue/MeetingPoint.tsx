// The Location section's content: a static map of the meeting point through the image optimiser (no outside map
// service), the address, the coordinates and a "Show on map" link to an outside map.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ActivityDetail } from "../../../shared/catalogue.ts";
import { Image } from "../ui/Image.tsx";
import { NewTabLink } from "../ui/NewTabLink.tsx";

type Props = { activity: Pick<ActivityDetail, "address" | "latitude" | "longitude" | "mapImage"> };

export function MeetingPoint({ activity }: Props) {
  const { t } = useTranslation();
  const mapHref = `https://www.google.com/maps/search/?api=1&query=${activity.latitude},${activity.longitude}`;
  return (
    <>
      {activity.mapImage && (
        <figure className="mb-4 overflow-hidden rounded-2xl border border-black/10" data-testid="meeting-point-map">
          <Image
            image={{ ...activity.mapImage, alt: t("experience.mapAlt", { place: activity.address }) }}
            maxWidth={840}
            aspect={2}
            sizes="(min-width: 1024px) 760px, 100vw"
          />
        </figure>
      )}
      <p>{activity.address}</p>
      <p className="mt-1 text-sm text-slate-500">
        <bdi dir="ltr" data-testid="coordinates">
          {`${activity.latitude.toFixed(4)}, ${activity.longitude.toFixed(4)}`}
        </bdi>
      </p>
      <NewTabLink
        href={mapHref}
        className="mt-3 inline-flex font-semibold text-primary underline"
        data-testid="show-on-map"
      >
        {t("activity.showOnMap")}
      </NewTabLink>
    </>
  );
}
