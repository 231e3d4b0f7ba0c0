import { Link, useSearchParams } from "react-router";
import styles from "../../shared/forms/forms.module.css";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { BasicInformationTab } from "./BasicInformationTab";
import { EmailTab } from "./EmailTab";
import { PasswordTab } from "./PasswordTab";
import { WithdrawTab } from "./WithdrawTab";

const TABS = [
  { label: "基本情報", Component: BasicInformationTab },
  { label: "パスワード", Component: PasswordTab },
  { label: "メールアドレス", Component: EmailTab },
  { label: "退会", Component: WithdrawTab },
] as const;

/** /user-setting?tab=0..3 (product §2.3). An unknown tab shows tab 0. */
export default function UserSettingRoute() {
  const [search] = useSearchParams();
  const raw = Number(search.get("tab") ?? "0");
  const tab = Number.isInteger(raw) && raw >= 0 && raw < TABS.length ? raw : 0;
  const { Component } = TABS[tab] as (typeof TABS)[number];
  return (
    <section className="page">
      <PageMeta title="設定" />
      <Breadcrumbs items={[{ label: "マイページ" }, { label: "設定" }]} />
      <header className="page__header">
        <h1>設定</h1>
      </header>
      <nav aria-label="設定メニュー">
        <ul className={styles.settingsTabs}>
          {TABS.map((t, i) => (
            <li key={t.label}>
              <Link to={`/user-setting?tab=${i}`} aria-current={i === tab ? "page" : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={`${styles.authCard} ${styles.authCardWide}`}>
        <Component />
      </div>
    </section>
  );
}
