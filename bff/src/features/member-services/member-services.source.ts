import { advertisementClickForMember, serviceDetailForMember } from "@iryo/domain/contracts/member-services";
import { RestSource } from "../../lib/rest-source.js";
import { AdvertisementClick } from "../advertisements/advertisement.type.js";
import { ServiceMemberState } from "./member-services.type.js";

/** /v1 calls of the member variants of the service pages. */
export class MemberServicesSource extends RestSource {
  async state(serviceId: string): Promise<ServiceMemberState> {
    const { member } = await this.call(serviceDetailForMember, { params: { id: serviceId } });
    return ServiceMemberState.from(member, { serviceId });
  }

  async clickAdvertisement(id: string): Promise<AdvertisementClick> {
    return AdvertisementClick.from(await this.call(advertisementClickForMember, { params: { id } }));
  }
}
