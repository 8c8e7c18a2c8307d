-- The shape of a Django project's database (django.contrib.contenttypes' generic relation,
-- GenericForeignKey('content_type', 'object_id')), trimmed to what matters for the conversion.
-- tagging_taggeditem.object_id holds a key of the model its content_type_id names: a key of
-- django_content_type, whose rows name each model's app_label and model (the table is
-- app_label || '_' || model). content_type_id 7 is blog.entry (blog_entry), 8 is
-- shop.product (shop_product). content_type_id itself is a plain relation, which Django
-- declares. The ids of the two parents overlap, so no single parent fits object_id.
CREATE TABLE django_content_type (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, app_label varchar(100) NOT NULL, model varchar(100) NOT NULL);
CREATE UNIQUE INDEX django_content_type_app_label_model_76bd3d3b_uniq ON django_content_type (app_label, model);
CREATE TABLE blog_entry (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, headline varchar(255) NOT NULL, pub_date date NOT NULL);
CREATE TABLE shop_product (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, name varchar(100) NOT NULL, price decimal NOT NULL);
CREATE TABLE tagging_taggeditem (id integer NOT NULL PRIMARY KEY AUTOINCREMENT, tag varchar(50) NOT NULL, object_id integer unsigned NOT NULL CHECK (object_id >= 0), content_type_id integer NOT NULL REFERENCES django_content_type (id) DEFERRABLE INITIALLY DEFERRED);
CREATE INDEX tagging_taggeditem_content_type_id_9e3c9b8a ON tagging_taggeditem (content_type_id);

INSERT INTO django_content_type VALUES
  (1, 'admin', 'logentry'), (2, 'auth', 'permission'), (3, 'auth', 'group'), (4, 'auth', 'user'),
  (5, 'contenttypes', 'contenttype'), (6, 'sessions', 'session'), (7, 'blog', 'entry'), (8, 'shop', 'product');
INSERT INTO blog_entry VALUES (1, 'Launch', '2024-01-01'), (2, 'Roadmap', '2024-02-01'), (3, 'Retrospective', '2024-03-01');
INSERT INTO shop_product VALUES (1, 'Mug', 9.5), (2, 'Shirt', 20), (3, 'Sticker', 2), (4, 'Poster', 12), (5, 'Cap', 15);
INSERT INTO tagging_taggeditem VALUES
  (1, 'news', 1, 7), (2, 'news', 2, 7), (3, 'plans', 2, 7), (4, 'history', 3, 7),
  (5, 'merch', 1, 8), (6, 'merch', 4, 8), (7, 'sale', 5, 8), (8, 'sale', 3, 8);
