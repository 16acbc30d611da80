CREATE TABLE "approval_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"title" text NOT NULL,
	"requester_id" uuid,
	"requester_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"round" integer NOT NULL,
	"revision" boolean DEFAULT false NOT NULL,
	"snapshot" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "post_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"cover_key" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_key" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"repo_url" text,
	"demo_url" text,
	"details" text DEFAULT '' NOT NULL,
	"progress_status" text DEFAULT 'planning' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"review_reason" text,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"title_vi" text DEFAULT '' NOT NULL,
	"body_vi" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_items" ADD CONSTRAINT "approval_items_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_versions" ADD CONSTRAINT "post_versions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_items_subject_idx" ON "approval_items" USING btree ("kind","subject_id","submitted_at");--> statement-breakpoint
CREATE INDEX "approval_items_pending_idx" ON "approval_items" USING btree ("submitted_at") WHERE "approval_items"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "approval_items_one_pending_idx" ON "approval_items" USING btree ("kind","subject_id") WHERE "approval_items"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "post_versions_number_idx" ON "post_versions" USING btree ("post_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at") WHERE "posts"."status" = 'published';--> statement-breakpoint
CREATE INDEX "posts_scheduled_idx" ON "posts" USING btree ("scheduled_at") WHERE "posts"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_published_idx" ON "projects" USING btree ("published_at") WHERE "projects"."published" is not null;--> statement-breakpoint
CREATE INDEX "resources_visibility_idx" ON "resources" USING btree ("visibility","updated_at");--> statement-breakpoint
-- Spec §2's three blog cards, as published posts, so a fresh install's /blog looks as the spec shows (decision 706).
INSERT INTO "posts" ("slug","title","category","tags","lang","summary","body","seo_title","seo_description","status","author_name","published_at","version","created_at","updated_at") VALUES ('why-we-build-in-the-open','Why we build in the open','technology',ARRAY['open source','community']::text[],'en','How publishing our code from day one made our software better and our team stronger.','When we started DotTrip in 2020, we decided that every project would be public from its first commit.

## What changed

- **Reviews got better.** Code that anyone can read is code we write more carefully.
- **Contributors found us.** Many of our best engineers first sent a pull request.
- **Users trust us.** They can see how their data is handled.

Building in the open is not free: it takes discipline to write issues, decisions and documentation that strangers can follow. We think it is worth it.

Read our projects on the [projects page](/projects).','','How publishing our code from day one made our software better and our team stronger.','published','DotTrip Team','2025-09-12T09:00:00Z',1,'2025-09-12T09:00:00Z','2025-09-12T09:00:00Z') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "posts" ("slug","title","category","tags","lang","summary","body","seo_title","seo_description","status","author_name","published_at","version","created_at","updated_at") VALUES ('accessible-by-default','Accessible by default','design',ARRAY['accessibility','design']::text[],'en','The checklist our designers and engineers follow so every screen works for everyone.','Accessibility is part of our definition of done, not a later pass.

## Our checklist

1. Every control can be reached and used with the keyboard alone.
2. Text meets WCAG AA contrast on every background.
3. Every image has a text alternative, or is marked decorative.
4. Motion respects the reader''s reduced-motion setting.
5. Every new page passes an automated axe check in CI.

Automated checks find only part of the problems, so we also test each new screen with a screen reader.','','The checklist our designers and engineers follow so every screen works for everyone.','published','DotTrip Team','2025-10-03T09:00:00Z',1,'2025-10-03T09:00:00Z','2025-10-03T09:00:00Z') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "posts" ("slug","title","category","tags","lang","summary","body","seo_title","seo_description","status","author_name","published_at","version","created_at","updated_at") VALUES ('shipping-smaller-bundles','Shipping smaller bundles','development',ARRAY['performance','web']::text[],'en','Route-level code splitting and a size budget in CI: what it took to keep our pages fast.','A fast first page matters most on the phones and networks many of our readers use.

## What we did

- Each route is its own chunk, loaded when the reader goes there.
- Libraries used by one page load only on that page.
- CI fails when the home page''s JavaScript grows past its budget.

The budget is the important part: without it, every small addition looks harmless.','','Route-level code splitting and a size budget in CI: what it took to keep our pages fast.','published','DotTrip Team','2025-11-08T09:00:00Z',1,'2025-11-08T09:00:00Z','2025-11-08T09:00:00Z') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "post_versions" ("post_id","number","kind","content","author_name","created_at") SELECT "id", 1, 'publish', jsonb_build_object('title',"title",'slug',"slug",'category',"category",'tags',to_jsonb("tags"),'lang',"lang",'summary',"summary",'body',"body",'seoTitle',"seo_title",'seoDescription',"seo_description",'coverKey',null), "author_name", "created_at" FROM "posts" WHERE "version" = 1 AND NOT EXISTS (SELECT 1 FROM "post_versions" v WHERE v."post_id" = "posts"."id");
--> statement-breakpoint
-- The resource library's first articles (decision 708).
INSERT INTO "resources" ("topic","visibility","title_en","body_en","title_vi","body_vi","search_text","published","created_at","updated_at") VALUES ('cv','public','Writing a CV that gets read','Recruiters spend less than a minute on a first read. Make it count.

- Put your most recent and relevant experience first.
- Use one page for up to five years of experience, two at most after that.
- Name the tools and languages you used, and what changed because of your work.
- Upload it as PDF, so it looks the same everywhere.','Viết CV được nhà tuyển dụng đọc','Nhà tuyển dụng thường đọc lần đầu chưa đến một phút. Hãy làm cho phút đó có giá trị.

- Đặt kinh nghiệm gần nhất và phù hợp nhất lên đầu.
- Dùng một trang nếu bạn có dưới năm năm kinh nghiệm, nhiều nhất hai trang sau đó.
- Nêu rõ công cụ, ngôn ngữ bạn đã dùng và kết quả công việc của bạn.
- Tải lên dưới dạng PDF để CV hiển thị giống nhau ở mọi nơi.','writing a cv that gets read
viet cv duoc nha tuyen dung doc
recruiters spend less than a minute on a first read. make it count.

- put your most recent and relevant experience first.
- use one page for up to five years of experience, two at most after that.
- name the tools and languages you used, and what changed because of your work.
- upload it as pdf, so it looks the same everywhere.
nha tuyen dung thuong doc lan dau chua den mot phut. hay lam cho phut do co gia tri.

- dat kinh nghiem gan nhat va phu hop nhat len dau.
- dung mot trang neu ban co duoi nam nam kinh nghiem, nhieu nhat hai trang sau do.
- neu ro cong cu, ngon ngu ban da dung va ket qua cong viec cua ban.
- tai len duoi dang pdf de cv hien thi giong nhau o moi noi.',true,'2025-12-01T00:00:00Z','2025-12-01T00:00:00Z');--> statement-breakpoint
INSERT INTO "resources" ("topic","visibility","title_en","body_en","title_vi","body_vi","search_text","published","created_at","updated_at") VALUES ('interview','public','Preparing for an interview','- Read the posting again and note the three skills it stresses most.
- Prepare one short story for each: the situation, what you did, the result.
- Check the time, the place or the video link the day before; the invitation mail has a calendar file.
- Prepare two questions of your own about the team and the work.','Chuẩn bị cho buổi phỏng vấn','- Đọc lại tin tuyển dụng và ghi lại ba kỹ năng được nhấn mạnh nhất.
- Chuẩn bị một câu chuyện ngắn cho mỗi kỹ năng: tình huống, việc bạn làm, kết quả.
- Kiểm tra giờ, địa điểm hoặc đường dẫn họp trực tuyến từ hôm trước; thư mời có kèm tệp lịch.
- Chuẩn bị hai câu hỏi của riêng bạn về nhóm và công việc.','preparing for an interview
chuan bi cho buoi phong van
- read the posting again and note the three skills it stresses most.
- prepare one short story for each: the situation, what you did, the result.
- check the time, the place or the video link the day before; the invitation mail has a calendar file.
- prepare two questions of your own about the team and the work.
- doc lai tin tuyen dung va ghi lai ba ky nang duoc nhan manh nhat.
- chuan bi mot cau chuyen ngan cho moi ky nang: tinh huong, viec ban lam, ket qua.
- kiem tra gio, dia diem hoac duong dan hop truc tuyen tu hom truoc; thu moi co kem tep lich.
- chuan bi hai cau hoi cua rieng ban ve nhom va cong viec.',true,'2025-12-01T00:00:00Z','2025-12-01T00:00:00Z');--> statement-breakpoint
INSERT INTO "resources" ("topic","visibility","title_en","body_en","title_vi","body_vi","search_text","published","created_at","updated_at") VALUES ('job_board','public','Using the job board','Search by title, company or skill on the [jobs page](/jobs). Diacritics are optional: *ha noi* finds *Hà Nội*.

- Filter by type, level, location, salary and remote work.
- Save a search as a job alert to get new postings by mail.
- Save postings to read later from your dashboard.','Sử dụng bảng việc làm','Tìm theo chức danh, công ty hoặc kỹ năng trên [trang việc làm](/jobs). Không cần gõ dấu: *ha noi* vẫn tìm thấy *Hà Nội*.

- Lọc theo loại hình, cấp bậc, địa điểm, mức lương và làm việc từ xa.
- Lưu một tìm kiếm thành thông báo việc làm để nhận tin mới qua thư.
- Lưu tin tuyển dụng để đọc lại trong bảng điều khiển.','using the job board
su dung bang viec lam
search by title, company or skill on the [jobs page](/jobs). diacritics are optional: *ha noi* finds *ha noi*.

- filter by type, level, location, salary and remote work.
- save a search as a job alert to get new postings by mail.
- save postings to read later from your dashboard.
tim theo chuc danh, cong ty hoac ky nang tren [trang viec lam](/jobs). khong can go dau: *ha noi* van tim thay *ha noi*.

- loc theo loai hinh, cap bac, dia diem, muc luong va lam viec tu xa.
- luu mot tim kiem thanh thong bao viec lam de nhan tin moi qua thu.
- luu tin tuyen dung de doc lai trong bang dieu khien.',true,'2025-12-01T00:00:00Z','2025-12-01T00:00:00Z');--> statement-breakpoint
INSERT INTO "resources" ("topic","visibility","title_en","body_en","title_vi","body_vi","search_text","published","created_at","updated_at") VALUES ('pipeline','signed_in','Using the hiring pipeline','Each posting has a board with one column per stage.

- Drag an application to move it, or use the Move menu with the keyboard.
- Rejecting asks for a reason; the candidate is told politely.
- Schedule interviews from the application; both sides get a calendar invitation.','Sử dụng quy trình tuyển dụng','Mỗi tin tuyển dụng có một bảng với một cột cho mỗi giai đoạn.

- Kéo hồ sơ để chuyển giai đoạn, hoặc dùng menu Chuyển bằng bàn phím.
- Khi từ chối, hệ thống yêu cầu lý do; ứng viên được thông báo lịch sự.
- Lên lịch phỏng vấn ngay từ hồ sơ; cả hai bên đều nhận được lời mời kèm lịch.','using the hiring pipeline
su dung quy trinh tuyen dung
each posting has a board with one column per stage.

- drag an application to move it, or use the move menu with the keyboard.
- rejecting asks for a reason; the candidate is told politely.
- schedule interviews from the application; both sides get a calendar invitation.
moi tin tuyen dung co mot bang voi mot cot cho moi giai doan.

- keo ho so de chuyen giai doan, hoac dung menu chuyen bang ban phim.
- khi tu choi, he thong yeu cau ly do; ung vien duoc thong bao lich su.
- len lich phong van ngay tu ho so; ca hai ben deu nhan duoc loi moi kem lich.',true,'2025-12-01T00:00:00Z','2025-12-01T00:00:00Z');
