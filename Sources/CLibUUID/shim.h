#include <uuid/uuid.h>
